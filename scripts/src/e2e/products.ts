import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { E2E_ADMIN } from './admin';
import type { E2eTest, TestContext } from './harness';

const LISTING = '/catalog/seyfy/dlya-oruzhiya';

interface Listed {
  /** The first page's cards: name and item code. */
  cards: Array<{ name: string; code: string }>;
  /** «Найдено N товаров» of the listing. */
  total: number;
}

/** The listing as a fresh shopper sees it (no browser cache between them and the server). */
async function listed(newContext: TestContext['newContext']): Promise<Listed> {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(LISTING);
  await page.locator('main article h3').first().waitFor();
  const cards = await page.locator('main article').evaluateAll((articles) =>
    articles.map((card) => ({
      name: card.querySelector('h3')?.textContent?.trim() ?? '',
      code: new URL(card.querySelector('h3 a')?.getAttribute('href') ?? '', 'http://x').searchParams.get(
        'productCode',
      ),
    })),
  );
  const found = await page
    .getByText(/^Найден[оа]? [\d\s]+ товар/)
    .first()
    .innerText();
  await context.close();
  return {
    cards: cards.flatMap(({ name, code }) => (code ? [{ name, code }] : [])),
    total: Number(found.replace(/\D/g, '')),
  };
}

/** A fresh shopper's look at a page: the main area's text once `ready` shows. */
async function shopperSees(
  newContext: TestContext['newContext'],
  path: string,
  ready: string,
): Promise<string> {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(path);
  await page.locator('main').getByText(ready).first().waitFor();
  const text = await page.locator('main').innerText();
  await context.close();
  return text;
}

/** Logs in as the e2e administrator from an admin page that shows `hint` (its «log in» text) to a visitor. */
export async function logInAsAdmin(
  page: Page,
  hint = 'Товары правят только администраторы магазина',
): Promise<void> {
  await page.getByText(hint).waitFor();
  await page.locator('header').getByRole('button', { name: 'Вход' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await dialog.getByLabel('Email').fill(E2E_ADMIN.email);
  await dialog.getByLabel('Пароль', { exact: true }).fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

export const PRODUCT_TESTS: E2eTest[] = [
  {
    name: 'Товары: администратор меняет название и цену → страница товара и поиск показывают новое название сразу; снимает с продажи → листинг без него; возвращает',
    async run({ newContext, port }) {
      const before = await listed(newContext);
      const [product] = before.cards;
      assert.ok(product, 'the listing shows a product');
      const newName = 'Сейф Проверочный Кедр-77';

      const admin = await (await newContext({ baseURL: `http://localhost:${port}` })).newPage();
      await admin.goto(`/admin/products?query=${product.code}`);
      await logInAsAdmin(admin);
      await admin.getByRole('button', { name: `Изменить «${product.name}»` }).click();
      await admin.getByRole('heading', { name: `Товар ${product.code}` }).waitFor();
      await admin.getByLabel('Название', { exact: true }).fill(newName);
      await admin.getByLabel('Цена, руб.', { exact: true }).fill('77 777');
      await admin.getByLabel('Старая цена, руб.', { exact: true }).fill('');
      await admin.getByRole('button', { name: 'Сохранить' }).click();
      await admin.getByText('Товар сохранён').waitFor();

      const page = await shopperSees(newContext, `/catalog/product?productCode=${product.code}`, newName);
      assert.match(page, /77 777 руб\./, 'the product page shows the new price');
      await shopperSees(
        newContext,
        `/catalog/search?query=${encodeURIComponent('Проверочный Кедр')}`,
        newName,
      );

      await admin.getByRole('button', { name: 'Снять с продажи' }).click();
      await admin
        .getByRole('dialog', { name: 'Снять товар с продажи?' })
        .getByRole('button', { name: 'Снять с продажи' })
        .click();
      await admin.getByText('Товар снят с продажи: покупатели его больше не видят').waitFor();
      const off = await listed(newContext);
      assert.equal(off.total, before.total - 1, 'the listing counts one product less');
      assert.ok(
        !off.cards.some((card) => card.code === product.code),
        'a product off sale is not in the listing',
      );
      await shopperSees(newContext, `/catalog/product?productCode=${product.code}`, 'Товар не найден');

      await admin.getByRole('button', { name: 'Вернуть в продажу' }).click();
      await admin
        .getByRole('dialog', { name: 'Вернуть товар в продажу?' })
        .getByRole('button', { name: 'Вернуть в продажу' })
        .click();
      await admin.getByText('Товар снова в продаже').waitFor();
      assert.equal((await listed(newContext)).total, before.total, 'back in the listing');
    },
  },
];
