import type {
  ShopSectionState,
  ShopSettingsAnswer,
  ShopSettingsChange,
  SiteContent,
  SitePage,
} from '@shop/shared/contract';
import { type Buyer, catalogueAdmin, inspect, send, withShopServer } from './shop-helpers';
import { accountAt, SBER, sberRequisites } from './support/requisites';

const shop = withShopServer();
const server = () => shop.server();

let admin: string;
let buyer: Buyer;
let manager: Buyer;
beforeAll(async () => {
  ({ admin, buyer, manager } = await catalogueAdmin(shop));
});

type State = ShopSectionState;
const settings = (token: string | undefined = admin) =>
  send<ShopSettingsAnswer>(server(), 'GET', '/api/admin/settings/', { token });
const put = (section: string, body: unknown, token: string | undefined = admin, headers = {}) =>
  send<State>(server(), 'PUT', `/api/admin/settings/${section}/`, { body, token, headers });
const changes = (page = 1, token: string | undefined = admin) =>
  send<{ changes: ShopSettingsChange[]; total: number }>(
    server(),
    'GET',
    `/api/admin/settings/changes/?page=${page}`,
    { token },
  );
const undo = (id: number, token: string | undefined = admin) =>
  send<State>(server(), 'POST', `/api/admin/settings/changes/${id}/undo/`, { body: {}, token });
const catalogueVersion = async () => {
  const [found] = await inspect<{ value: string }>(shop.database().env, [
    `SELECT value FROM catalog_meta WHERE key = 'version'`,
  ]);
  return found?.[0]?.value;
};
/** What the preview makes of a page text: exactly what a save stores. */
const sanitized = async (html: string) => {
  const answer = await send<{ html: string }>(server(), 'POST', '/api/admin/settings/pages/preview/', {
    body: { html },
    token: admin,
  });
  expect(answer.status).toBe(200);
  return answer.data.html;
};
const site = () => server().getJson<SiteContent>('/api/site/');

/** The section as an administrator sees it now, and an edit of it with one field changed. */
async function current<S extends keyof ShopSettingsAnswer>(section: S): Promise<ShopSettingsAnswer[S]> {
  const answer = await settings();
  expect(answer.status).toBe(200);
  return answer.data[section];
}

describe('a new shop', () => {
  test('reads as the demo: every section at version 0, the public content and pages from the seed', async () => {
    const answer = await settings();
    expect(answer.status).toBe(200);
    for (const state of Object.values(answer.data)) {
      expect(state).toMatchObject({ version: 0, updatedAt: null, updatedBy: null });
    }
    expect(answer.data.requisites.value).toBeNull();
    const content = await site();
    expect(content.shop).toMatchObject({ name: 'МеталлСейф', phone: '+7 949 123 45 67' });
    expect(content.pickupPoints).toHaveLength(9);
    expect(content.home.slides).toHaveLength(5);
    const page = await server().getJson<SitePage>('/api/site/pages/payment/');
    expect(page.html).toContain('<h3>Банковской картой онлайн</h3>');
  });

  test('an unknown page is 404 with a Russian message', async () => {
    const answer = await send(server(), 'GET', '/api/site/pages/secret/');
    expect({ status: answer.status, body: answer.data }).toEqual({
      status: 404,
      body: { message: 'Такой страницы нет' },
    });
  });
});

describe('who may read and change the settings', () => {
  const phone = { version: 0, value: { ...SHOP_VALUE(), phone: '+7 900 000 00 01' } };

  test('a visitor 401, a buyer and a manager 403, on every call; nothing changes', async () => {
    const calls = (token: string) => [
      settings(token),
      put('shop', phone, token),
      changes(1, token),
      undo(1, token),
      send(server(), 'POST', '/api/admin/settings/pages/preview/', { body: { html: '<p>x</p>' }, token }),
      send(server(), 'POST', '/api/admin/settings/pictures/', { body: 'x', token }),
    ];
    for (const [token, status] of [
      ['', 401],
      [buyer.accessToken, 403],
      [manager.accessToken, 403],
    ] as const) {
      for (const answer of await Promise.all(calls(token))) expect(answer.status).toBe(status);
    }
    expect((await site()).shop.phone).toBe('+7 949 123 45 67');
    expect((await changes()).data.total).toBe(0);
  });

  test("another site's page is refused with the admin's own token; nothing changes", async () => {
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]) {
      const answer = await put('shop', phone, admin, headers);
      expect(answer.status).toBe(403);
      expect(answer.data).toEqual({
        message: 'Запрос пришёл с другого сайта и отклонён: настройки меняют только на сайте магазина',
      });
    }
    expect((await site()).shop.phone).toBe('+7 949 123 45 67');
  });
});

function SHOP_VALUE() {
  return {
    name: 'МеталлСейф',
    slogan: 'Сейфы, металлическая мебель и системы хранения',
    phone: '+7 949 123 45 67',
    email: 'info@seyf-shop.ru',
    messengerName: 'WhatsApp',
    messengerUrl: 'https://wa.me/79491234567',
    workHours: 'с 9:00 до 19:00 без выходных',
  };
}

describe('an edit', () => {
  test('is live at once, moves the catalogue version, and a second save of the same version is 409', async () => {
    const before = await catalogueVersion();
    const state = await current('shop');
    const edit = { version: state.version, value: { ...state.value, phone: '8 (900) 123-45-67' } };
    const [first, second] = [await put('shop', edit), await put('shop', edit)];
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ version: state.version + 1, updatedBy: 'admin@shop.test' });
    expect((first.data.value as { phone: string }).phone).toBe('+7 900 123 45 67');
    expect({ status: second.status, body: second.data }).toEqual({
      status: 409,
      body: {
        message: 'Настройки изменил другой администратор. Обновите страницу: ваши изменения не сохранены',
      },
    });
    expect((await site()).shop.phone).toBe('+7 900 123 45 67');
    expect(await catalogueVersion()).not.toBe(before);
  });

  test.each([
    ['shop', { phone: '123' }, 'Поле «Телефон»: введите номер полностью, например +7 999 999 99 99'],
    ['shop', { name: 'М'.repeat(81) }, 'Поле «Название магазина»: не более 80 символов'],
    [
      'shop',
      { messengerUrl: 'javascript:alert(1)' },
      'Поле «Ссылка на мессенджер»: ссылка на страницу сайта (/…) или адрес https://…',
    ],
    ['shop', { extra: 1 }, undefined],
  ])('a bad %s value is 400 with a Russian message and changes nothing', async (section, change, message) => {
    const state = await current('shop');
    const answer = await put(section, { version: state.version, value: { ...state.value, ...change } });
    expect(answer.status).toBe(400);
    if (message) expect(answer.data).toEqual({ message });
    expect(await current('shop')).toEqual(state);
  });
});
// What an owner's page text may hold, tried as an attacker would write it.
describe('a page text, through the preview and a save', () => {
  test.each([
    ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['<img src=x onerror=alert(1)>текст', 'текст'],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JAVASCRIPT:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>x</script>">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a><a href="/\\evil.example">y</a>', '<a>x</a><a>y</a>'],
    ['<svg onload=alert(1)><p>hi</p></svg>', '<p>hi</p>'],
    ['<iframe src="https://evil.example"></iframe><style>p{}</style>', ''],
  ])('%s → %s', async (dirty, clean) => expect(await sanitized(dirty)).toBe(clean));

  test('keeps headings, lists, emphasis and the allowed links; an external one gets rel="noopener"', async () => {
    const html =
      '<h2>Доставка</h2><h3>По Москве</h3><p><strong>Бесплатно</strong> <em>от</em> <b>20 000</b> <i>руб.</i><br />' +
      '<a href="/delivery/">Условия</a> <a href="mailto:info@seyf-shop.ru">почта</a> <a href="tel:+79491234567">тел.</a>' +
      '</p><ul><li>один</li></ul><ol><li>два</li></ol>';
    expect(await sanitized(html)).toBe(html);
    expect(await sanitized('<a href="https://wa.me/1" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://wa.me/1" rel="noopener">x</a>',
    );
  });

  test('other headings become the two levels; text is escaped; a second pass changes nothing', async () => {
    const once = await sanitized('<h1>А</h1><h4>Б</h4><p>1 < 2 & "3"</p>');
    expect(once).toBe('<h2>А</h2><h3>Б</h3><p>1 &lt; 2 &amp; "3"</p>');
    expect(await sanitized(once)).toBe(once);
  });
});

describe('a page save', () => {
  test('stores the text as the preview showed it, live on /api/site/pages/ at once', async () => {
    const dirty = '<h2>Оплата</h2><p onmouseover="x()">Наличными<script>steal()</script></p>';
    const state = await current('pages');
    const saved = await put('pages', {
      version: state.version,
      value: { pages: { ...state.value.pages, payment: { html: dirty } } },
    });
    expect(saved.status).toBe(200);
    const page = await server().getJson<SitePage>('/api/site/pages/payment/');
    expect(page.html).toBe(await sanitized(dirty));
    expect(page.html).toBe('<h2>Оплата</h2><p>Наличными</p>');
  });

  test('a body over the limit is refused with a Russian message, and nothing changes', async () => {
    const state = await current('pages');
    const huge = `<p>${'я'.repeat(150_000)}</p>`;
    const answer = await put('pages', {
      version: state.version,
      value: { pages: { company: { html: huge } } },
    });
    expect(answer.status).toBe(413);
    expect(answer.data).toEqual({ message: 'Слишком большой запрос: не более 256 КБ' });
    const long = await send(server(), 'POST', '/api/admin/settings/pages/preview/', {
      body: { html: 'a'.repeat(100_001) },
      token: admin,
    });
    expect({ status: long.status, body: long.data }).toEqual({
      status: 400,
      body: { message: 'Текст страницы: не более 100000 символов' },
    });
    expect(await current('pages')).toEqual(state);
  });
});

describe('history and undo', () => {
  test('each change names who and what; undo puts the value back once, and a later change blocks it', async () => {
    const first = await current('shop');
    const email = await put('shop', {
      version: first.version,
      value: { ...first.value, email: 'sale@shop.test' },
    });
    const hours = await put('shop', {
      version: email.data.version,
      value: { ...(email.data.value as object), workHours: 'круглосуточно' },
    });
    const { changes: list } = (await changes()).data;
    const [hoursChange, emailChange] = list;
    expect(hoursChange).toMatchObject({ section: 'shop', by: 'admin@shop.test', fields: ['Часы работы'] });
    expect(emailChange).toMatchObject({ fields: ['E-mail'], undoable: true });

    // Compared by value: the e-mail is still as that change left it, so it can be undone out of order.
    const undone = await undo(emailChange!.id);
    expect(undone.status).toBe(200);
    expect(undone.data.version).toBe(hours.data.version + 1);
    expect((await site()).shop).toMatchObject({ email: first.value.email, workHours: 'круглосуточно' });
    const again = await undo(emailChange!.id);
    expect(again.status).toBe(409);

    const renamed = await put('shop', {
      version: undone.data.version,
      value: { ...(undone.data.value as object), workHours: 'по будням' },
    });
    expect(renamed.status).toBe(200);
    expect((await undo(hoursChange!.id)).status).toBe(409);
    const latest = (await changes()).data.changes;
    expect(latest[0]).toMatchObject({ undoable: true });
    expect(latest.find((c) => c.id === hoursChange!.id)).toMatchObject({ undoable: false });
    expect(latest.find((c) => c.undoOf === emailChange!.id)).toBeDefined();
    expect((await undo(999_999)).status).toBe(404);
  });
});

describe('requisites', () => {
  test.each([
    [{ inn: '7707083894' }, 'Поле «ИНН»: неверный ИНН: 10 или 12 цифр, контрольные цифры не сходятся'],
    [
      { ogrn: '1027700132196' },
      'Поле «ОГРН»: неверный ОГРН (13 цифр) или ОГРНИП (15 цифр): контрольная цифра не сходится',
    ],
    [{ bik: '144525225' }, 'Поле «БИК»: 9 цифр, начинается с 04'],
    [{ correspondentAccount: '30101810400000000226' }, undefined],
    [{ fullName: 'О'.repeat(301) }, 'Поле «Полное наименование»: не более 300 символов'],
  ])('a wrong value is refused naming the field, nothing stored: %o', async (change, message) => {
    const state = await current('requisites');
    const settlementAccount = accountAt(SBER.bik);
    const answer = await put('requisites', {
      version: state.version,
      value: { ...SBER, settlementAccount, ...change },
    });
    expect(answer.status).toBe(400);
    if (message) expect(answer.data).toEqual({ message });
    expect(await current('requisites')).toEqual(state);
  });

  test('real ones are stored and public', async () => {
    const state = await current('requisites');
    const value = sberRequisites();
    expect((await put('requisites', { version: state.version, value })).status).toBe(200);
    expect((await site()).requisites).toMatchObject({ inn: SBER.inn, ogrn: SBER.ogrn });
  });
});

describe('pickup points', () => {
  test('a new point gets the next id, a hidden one leaves the public list, coordinates out of range are 400', async () => {
    const state = await current('pickupPoints');
    const added = {
      city: 'Макеевка',
      title: 'Пункт выдачи в Макеевке',
      location: 'г. Макеевка, ул. Ленина, 1',
      hours: 'Пн–Пт 09:00–18:00',
      coordinates: [48.05, 37.96],
      visible: true,
    };
    const bad = await put('pickupPoints', {
      version: state.version,
      value: { points: [...state.value.points, { ...added, coordinates: [91, 37.96] }] },
    });
    expect({ status: bad.status, body: bad.data }).toEqual({
      status: 400,
      body: { message: 'Поле «Широта»: от −90 до 90' },
    });
    const points = state.value.points.map((p, i) => (i === 0 ? { ...p, visible: false } : p));
    const saved = await put('pickupPoints', {
      version: state.version,
      value: { points: [...points, added] },
    });
    expect(saved.status).toBe(200);
    const visible = (await site()).pickupPoints;
    expect(visible.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(visible.at(-1)).toMatchObject({ city: 'Макеевка', phone: '' });
  });
});
