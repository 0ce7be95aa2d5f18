import type {
  ShopSectionState,
  ShopSettingsAnswer,
  ShopSettingsChange,
  SiteContent,
  SitePage,
} from '@shop/shared/contract';
import { type Buyer, catalogueAdmin, inspect, send, withShopServer } from './shop-helpers';

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
