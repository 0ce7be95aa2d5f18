import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import type { E2eTest, TestContext } from './harness';

/** The administrator `npm start` creates from ADMIN_EMAIL/ADMIN_PASSWORD (run.ts passes these). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'Цены-под-контролем-2026' };

const LISTING = '/catalog/seyfy/dlya-oruzhiya';
const rub = (text: string) => Number(text.replace(/\D/g, ''));

/**
 * What a shopper sees on the public listing: the first product card with a price, as name and whole roubles.
 * Each look is a fresh browser context, so no browser cache stands between the shopper and the server.
 */
async function firstPriced(newContext: TestContext['newContext']): Promise<{ name: string; price: number }> {
  const context: BrowserContext = await newContext();
  const page = await context.newPage();
  await page.goto(LISTING);
  await page.locator('main article h3').first().waitFor();
  // The new price is the card's first span that is a price alone («12 990 руб.»); the old one is struck through.
  const cards = await page.locator('main article').evaluateAll((articles) =>
    articles.map((card) => ({
      name: card.querySelector('h3')?.textContent ?? '',
      price: [...card.querySelectorAll('span')]
        .map((span) => span.textContent ?? '')
        .find((text) => /^\d[\d\s]*\sруб\.$/.test(text)),
    })),
  );
  await context.close();
  const card = cards.find((c) => c.price !== undefined);
  assert.ok(card?.price, 'a product card with a price');
  return { name: card.name, price: rub(card.price) };
}

async function logInAsAdmin(page: Page): Promise<void> {
  await page.getByText('Изменять цены могут только администраторы').waitFor();
  // The layout's login dialog (mf-account's ./LoginModal), from the header.
  await page.locator('header').getByRole('button', { name: 'Вход' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(E2E_ADMIN.email);
  await dialog.getByLabel('Пароль', { exact: true }).fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

export const ADMIN_TESTS: E2eTest[] = [
  {
    name: 'Админ: вход администратора, +10 % к категории с предпросмотром, новая цена в каталоге, отмена',
    async run({ newContext, port }) {
      const before = await firstPriced(newContext);
      const page = await (await newContext({ baseURL: `http://localhost:${port}` })).newPage();
      await page.goto('/admin');
      await logInAsAdmin(page);

      await page.getByRole('radio', { name: 'Цены категории' }).check();
      await page.getByLabel('Категория').selectOption({ label: 'Сейфы' });
      await page.getByLabel('Изменение цены, %').fill('10');
      await page.getByRole('button', { name: 'Предпросмотр' }).click();
      const preview = page.getByRole('region', { name: 'Предпросмотр изменения' });
      await preview.waitFor();
      const count = rub(await preview.locator('dd').first().innerText());
      assert.ok(count > 0, 'the preview names the items that change');
      assert.equal((await firstPriced(newContext)).price, before.price, 'a preview changes nothing');

      await preview.getByRole('button', { name: 'Применить' }).click();
      await page.getByText(/^Цены обновлены: /).waitFor();
      const raised = await firstPriced(newContext);
      assert.equal(raised.name, before.name);
      assert.equal(raised.price, Math.round(before.price * 1.1), 'the listing shows the new price at once');

      const history = page.getByRole('table');
      await history.getByRole('cell', { name: '+10 %' }).first().waitFor();
      await history
        .getByRole('button', { name: /^Отменить изменение №/ })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Да, отменить' }).click();
      await page.getByText(/^Изменение №\d+ отменено/).waitFor();
      assert.deepEqual(await firstPriced(newContext), before, 'the revert puts the old price back');
    },
  },
];
