import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN } from './admin';
import { linkInOutbox, registerByApi } from './account';
import { addTwoProducts, chooseLastPickupPoint, fillPrivatePerson } from './checkout';
import type { E2eTest } from './harness';

/** The order desk (issue 27). Every name starts with «Заказы: ». */

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
];
