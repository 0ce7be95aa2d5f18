import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { closeAndExpectFocusBack, expectNoAxeViolations, newAuditPage } from './a11y';
import { E2E_ADMIN } from './admin';
import { linkInOutbox, registerByApi } from './account';
import { addTwoProducts, catalogueItems, chooseLastPickupPoint, fillPrivatePerson } from './checkout';
import type { E2eTest } from './harness';

/** The order desk. Every name starts with «Заказы: ». */

const header = (page: Page) => page.getByRole('banner');

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await header(page).getByRole('button', { name: 'Вход' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Пароль', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * «Назначить менеджером» on the administrator's «Сотрудники»: the invitation is sent and listed as open.
 */
async function inviteManager(context: BrowserContext, email: string): Promise<void> {
  const page = await context.newPage();
  await page.goto('/admin/staff');
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByLabel('E-mail сотрудника').fill(email);
  await page.getByRole('button', { name: 'Назначить менеджером' }).click();
  await page.getByText(`Приглашение отправлено на ${email}.`).waitFor();
  const open = page.getByRole('region', { name: 'Приглашения' });
  await open.getByRole('listitem').filter({ hasText: email }).waitFor();
  await page.close();
}

/**
 * The invitation's link from the outbox, opened by the address's owner: a new password twice, «Войти» with it,
 * then «Перейти к заказам»; answers the desk's page.
 */
async function acceptInvitation(context: BrowserContext, outboxDir: string, email: string, password: string) {
  const page = await context.newPage();
  await page.goto(await linkInOutbox(outboxDir, email, '/personal/invite'));
  await page.getByRole('heading', { level: 1, name: 'Приглашение менеджера' }).waitFor();
  await page.getByLabel('Новый пароль', { exact: true }).fill(password);
  await page.getByLabel('Повторите новый пароль').fill(password);
  await page.getByRole('button', { name: 'Принять приглашение' }).click();
  await page.getByText('Приглашение принято. Войдите с новым паролем').waitFor();
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Пароль', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Перейти к заказам' }).click();
  return page;
}

/** RFC 2047 words of a header (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) as text. */
const decodeHeader = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );

/** The subjects of the letters the shop wrote to `to` (its `.eml` files in the outbox). */
function subjectsTo(outbox: string, to: string): string[] {
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) =>
      fs
        .readFileSync(path.join(outbox, name), 'utf8')
        .split(/\n\n/)[0]!
        .replace(/\n[ \t]+/g, ' '),
    )
    .filter((head) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(head))
    .map((head) => decodeHeader(/^Subject: (.*)$/im.exec(head)?.[1] ?? ''));
}

async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const DESK_TESTS: E2eTest[] = [
  {
    name: 'Заказы: администратор приглашает менеджера → ссылка из письма → пароль → вход и стол заказов; гость оформляет заказ → менеджер видит его без перезагрузки, подтверждает, «Готов к выдаче» → покупатель видит статус, письмо в outbox; покупателю стол закрыт',
    async run({ newContext, port, outboxDir }) {
      const stamp = Date.now();
      const buyerEmail = `desk.buyer.${stamp}@example.ru`;
      const managerEmail = `desk.manager.${stamp}@example.ru`;
      const password = 'надёжный пароль покупателя';

      // The manager: registered as a buyer (the desk is closed to her), invited by the administrator on
      // «Сотрудники», she opens the letter's link, sets a password, logs in and sees the desk.
      const staff = await newContext({ baseURL: `http://localhost:${port}` });
      await registerByApi(staff, managerEmail, 'пароль до приглашения', 'Ольга');
      const closed = await staff.newPage();
      await closed.goto('/admin/orders');
      await closed.getByText('Заказы видят только сотрудники магазина').waitFor();
      await logIn(closed, managerEmail, 'пароль до приглашения');
      await closed.getByRole('heading', { name: 'Нет доступа' }).waitFor();
      await closed.close();
      await inviteManager(await newContext({ baseURL: `http://localhost:${port}` }), managerEmail);
      const desk = await acceptInvitation(staff, outboxDir, managerEmail, password);
      await desk.waitForURL('**/admin/orders');
      const tabs = desk.getByRole('navigation', { name: 'Статусы заказов' });
      await tabs.waitFor();
      await desk.evaluate(() => Object.assign(window, { e2eSamePage: true }));

      // A guest orders (the buyer has an account, but orders without logging in).
      const shopper = await newContext();
      await registerByApi(shopper, buyerEmail, password, 'Иван');
      const page = await shopper.newPage();
      await addTwoProducts(page);
      await page.goto('/order');
      await fillPrivatePerson(page, 'Столов', buyerEmail);
      await chooseLastPickupPoint(page);
      await page.getByRole('button', { name: 'Оформить заказ' }).click();
      await page.waitForURL('**/orders');
      const [placed] = await page.evaluate(
        () => JSON.parse(localStorage.getItem('placedOrders') ?? '[]') as { id: number }[],
      );
      assert.ok(placed, 'the order is placed');

      // It appears on the desk without a reload: the row, the «Новый» tab's count and the title.
      const link = desk.getByRole('link', { name: `Заказ № ${placed.id}` });
      await link.waitFor({ timeout: 25_000 });
      await desk.getByText('Поступил новый заказ').waitFor();
      assert.match(await desk.title(), /^\(\d+\) Заказы/);
      assert.equal(await desk.evaluate(() => 'e2eSamePage' in window), true, 'no reload');

      await link.click();
      await desk.getByRole('heading', { level: 1, name: `Заказ № ${placed.id}` }).waitFor();
      for (const [action, status] of [
        ['Подтвердить', 'Подтверждён'],
        ['Передать в сборку', 'В сборке'],
        ['Готов к выдаче', 'Готов к выдаче'],
      ] as const) {
        await desk.getByRole('button', { name: action }).click();
        await desk.getByText(`Статус заказа: «${status}»`).waitFor();
      }
      await desk.getByRole('button', { name: 'Выполнен' }).waitFor();
      const history = desk.getByRole('region', { name: 'История' });
      assert.match(
        await history.innerText(),
        new RegExp(`Готов к выдаче — Ольга \\(${managerEmail.replace(/\./g, '\\.')}\\)`),
      );

      // The buyer logs in on /orders: the guest order joins the account and shows «Готов к выдаче».
      await logIn(page, buyerEmail, password);
      const card = page.getByRole('article').filter({ hasText: `Заказ № ${placed.id}` });
      await card.getByText('Готов к выдаче', { exact: true }).first().waitFor();
      assert.equal(await card.locator('dd').first().innerText(), 'Готов к выдаче');
      await card.getByRole('list', { name: 'Ход заказа' }).waitFor();

      // The letters of the two changes the buyer hears of are in the outbox, once each.
      await until(
        () => subjectsTo(outboxDir, buyerEmail).includes(`Заказ № ${placed.id}: готов к выдаче`),
        'the «готов к выдаче» letter',
      );
      const subjects = subjectsTo(outboxDir, buyerEmail).filter((subject) =>
        subject.includes(`№ ${placed.id}:`),
      );
      assert.deepEqual(subjects, [
        `Заказ № ${placed.id}: подтверждён`,
        `Заказ № ${placed.id}: готов к выдаче`,
      ]);

      // A buyer is refused the desk.
      const login = await staff.request.post('/api/user/login', { data: { email: buyerEmail, password } });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const asBuyer = await newContext({ baseURL: `http://localhost:${port}` });
      await asBuyer.addCookies([
        { name: 'accessToken', value: accessToken, url: `http://localhost:${port}` },
      ]);
      const refused = await asBuyer.newPage();
      await refused.goto('/admin/orders');
      await refused.getByRole('heading', { name: 'Нет доступа' }).waitFor();
      assert.equal(await refused.getByRole('table').count(), 0);
      const direct = await asBuyer.request.get('/api/desk/orders/', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      assert.equal(direct.status(), 403);
    },
  },
  {
    name: 'Заказы: доступность — список, карточка с историей, диалог отмены, «Сотрудники» без нарушений axe (WCAG 2.2 AA); клавиатура: вкладка, фильтр, поиск, заказ, смена статуса, диалог, назад к тому же списку',
    async run({ newContext, port }) {
      const context = await newContext({ baseURL: `http://localhost:${port}` });
      const { id, token } = await deskOrder(context, 'Доступнова');
      const page = await newAuditPage(context);
      await page.goto('/');
      await context.addCookies([{ name: 'accessToken', value: token, url: page.url() }]);

      await page.goto('/admin/orders');
      const link = page.getByRole('link', { name: `Заказ № ${id}` });
      await link.waitFor();
      await expectNoAxeViolations(page, 'стол заказов: список');
      // By keyboard alone from the page's start: the tab «Новый», a search, the buyer type; Enter opens the order.
      const tabs = page.getByRole('navigation', { name: 'Статусы заказов' });
      await tabTo(page, tabs.getByRole('link', { name: /^Новый/ }));
      await page.keyboard.press('Enter');
      await page.waitForURL(/status=new/);
      await tabTo(page, page.getByRole('searchbox', { name: 'Поиск', exact: true }));
      await page.keyboard.type('Доступнова');
      await page.keyboard.press('Enter');
      await page.waitForURL(/q=/);
      await tabTo(page, page.getByLabel('Покупатель', { exact: true }));
      await page.keyboard.press('ArrowDown'); // «Любой» → «Частное лицо»
      await page.waitForURL(/buyer=person/);
      const listUrl = page.url();
      await expectNoAxeViolations(page, 'стол заказов: вкладка, фильтр и поиск');
      await tabTo(page, link);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: `Заказ № ${id}` }).waitFor();
      await expectNoAxeViolations(page, 'стол заказов: карточка заказа с историей');

      // The status change by keyboard: one move, focus on the actions' heading (not on the next move's button).
      await tabTo(page, page.getByRole('button', { name: 'Подтвердить' }));
      await page.keyboard.press('Enter');
      await page.getByText('Статус заказа: «Подтверждён»').waitFor();
      const actions = page.getByRole('heading', { level: 2, name: 'Действия' });
      assert.ok(
        await actions.evaluate((element) => element === document.activeElement),
        'focus on «Действия»',
      );

      // The cancel dialog: a real dialog, audited open; Escape gives focus back to «Отменить заказ».
      const cancel = page.getByRole('button', { name: 'Отменить заказ' });
      await tabTo(page, cancel);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Отменить заказ № ${id}?` });
      await dialog.getByLabel('Причина отмены').waitFor();
      await expectNoAxeViolations(page, 'стол заказов: диалог отмены');
      await closeAndExpectFocusBack(page, dialog, cancel);
      // Again, to the end by keyboard: the reason typed in the dialog, sent with Enter on «Да, отменить заказ».
      await page.keyboard.press('Enter');
      await dialog.getByLabel('Причина отмены').waitFor();
      await page.keyboard.type('Покупатель передумал');
      await tabTo(page, dialog.getByRole('button', { name: 'Да, отменить заказ' }));
      await page.keyboard.press('Enter');
      await page.getByText('Заказ закрыт: действий больше нет.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      assert.ok(
        await actions.evaluate((element) => element === document.activeElement),
        'focus after the dialog',
      );
      const history = page.getByRole('region', { name: 'История' });
      assert.match(await history.innerText(), /Отменён — .*\n*Покупатель передумал/);
      await expectNoAxeViolations(page, 'стол заказов: закрытый заказ');

      // Back by keyboard: «← Все заказы» leads to the same tab, filter and search the order was opened from.
      await tabTo(page, page.getByRole('link', { name: '← Все заказы' }));
      await page.keyboard.press('Enter');
      await page.waitForURL(listUrl);
      assert.equal(
        await page.getByRole('searchbox', { name: 'Поиск', exact: true }).inputValue(),
        'Доступнова',
      );
      await tabs
        .getByRole('link', { name: /^Новый/ })
        .and(page.locator('[aria-current="page"]'))
        .waitFor();

      await page.goto('/admin/staff');
      await page.getByRole('heading', { name: 'Администраторы и менеджеры' }).waitFor();
      await page.getByText(E2E_ADMIN.email).waitFor();
      await expectNoAxeViolations(page, 'стол заказов: «Сотрудники»');
    },
  },
  {
    name: 'Заказы: статус изменён во второй вкладке, двойной щелчок — ничего не потеряно, понятное сообщение',
    async run({ newContext, port }) {
      const context = await newContext({ baseURL: `http://localhost:${port}` });
      const { id, token } = await deskOrder(context, 'Двухвкладкин');
      const first = await context.newPage();
      await first.goto('/');
      await context.addCookies([{ name: 'accessToken', value: token, url: first.url() }]);
      const second = await context.newPage();
      for (const tab of [first, second]) {
        await tab.goto(`/admin/orders/${id}`);
        await tab.getByRole('button', { name: 'Подтвердить' }).waitFor();
      }
      await second.getByRole('button', { name: 'Подтвердить' }).click();
      await second.getByText('Статус заказа: «Подтверждён»').waitFor();

      // The first tab still shows «Новый»: its «Подтвердить» is refused with the lock's message, nothing lost.
      await first.getByRole('button', { name: 'Подтвердить' }).click();
      await first.getByText('Заказ уже изменён, обновите страницу').waitFor();
      await first.getByRole('button', { name: 'Обновить страницу заказа' }).click();
      const next = first.getByRole('button', { name: 'Передать в сборку' });
      await next.waitFor();

      // A double click on the next move makes one change, whatever button its second click lands on.
      let posts = 0;
      first.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes(`/api/desk/orders/${id}/status`))
          posts += 1;
      });
      await next.dblclick();
      await first.getByText('Статус заказа: «В сборке»').waitFor();
      await first.waitForTimeout(1_000);
      assert.equal(posts, 1, 'one request for a double click');
      const answer = await context.request.get(`/api/desk/orders/${id}/`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const order = (await answer.json()) as { status: string; history: { status: string | null }[] };
      assert.equal(order.status, 'assembling');
      assert.deepEqual(
        order.history.map((entry) => entry.status),
        ['new', 'confirmed', 'assembling'],
      );
    },
  },
];

/** Presses Tab until `target` has the focus (at most `limit` times): it is reachable by keyboard alone. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`not reached by Tab in ${limit} presses: ${target.toString()}`);
}

/** A new guest order (pickup) and the administrator's token, for a scenario on the desk. */
async function deskOrder(context: BrowserContext, lastName: string): Promise<{ id: number; token: string }> {
  const { priced } = await catalogueItems(context.request);
  const placed = await context.request.post('/api/user/sendOrder', {
    headers: { 'Idempotency-Key': `desk-${randomUUID()}` },
    data: {
      address: { type: 'pickup', id: 0 },
      itemCode: [{ itemCode: priced.itemCode, count: 1 }],
      user: { lastName, firstName: 'Вера', phone: '+7 949 000 00 00', email: `${Date.now()}@example.ru` },
    },
  });
  assert.equal(placed.status(), 201, await placed.text());
  const login = await context.request.post('/api/user/login', { data: E2E_ADMIN });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { id: ((await placed.json()) as { orderId: number }).orderId, token: accessToken };
}
