import assert from 'node:assert/strict';
import type { APIRequestContext, Page } from 'playwright-core';
import type { AdminProduct } from '@shop/shared/contract';
import { ENDPOINTS } from '@shop/shared/domain';
import { withStock } from '../../../api/test/support/product-body';
import { E2E_ADMIN } from './admin';
import type { E2eTest } from './harness';

/**
 * The owner's «Наличие» for a product with a price and none in stock, as a buyer meets it: on the product
 * page, in the compare table and in the basket, which ask the shop for the product's state, not the one
 * stored when the buyer added it.
 */

interface Listed {
  itemCode: string;
  link: string;
  newPrice: string | null;
}

/** A priced product of the catalogue's last section that has one (the other scenarios order from the first). */
async function lastSectionProduct(request: APIRequestContext): Promise<Listed> {
  const tree = (await (await request.get('/api/catalog/')).json()) as Array<{
    subcategories: Array<{ subcategoryLink: string }>;
  }>;
  const links = tree.flatMap((category) => category.subcategories.map((sub) => sub.subcategoryLink));
  for (const link of links.reverse()) {
    const { products } = (await (await request.get(`/api${link}/?limit=100&page=1`)).json()) as {
      products: Listed[];
    };
    const product = products.find((candidate) => candidate.newPrice !== null);
    if (product) return product;
  }
  return assert.fail('no priced product in the catalogue');
}

/** Saves the product's stock through the catalogue editor's call; answers the stock it had. */
async function saveStock(request: APIRequestContext, token: string, code: string, stock: number | null) {
  const url = `/api${ENDPOINTS.adminProduct(code)}`;
  const headers = { authorization: `Bearer ${token}` };
  const product = (await (await request.get(url, { headers })).json()) as AdminProduct;
  const saved = await request.put(url, { headers, data: withStock(product, stock) });
  assert.equal(saved.status(), 200, await saved.text());
  return product.stock;
}

/** The owner picks an answer of «Наличие» in mf-admin and saves it. */
async function chooseInAdmin(page: Page, label: 'Под заказ' | 'Нет в наличии') {
  await page.goto('/admin/settings/stock');
  // A radio's name is its label and the line that explains it.
  await page.getByRole('radio', { name: new RegExp(`^${label}`) }).check();
  await page.locator('main form').getByRole('button', { name: 'Сохранить' }).click();
  await page.getByText('Сохранено: изменения уже на сайте').waitFor();
}

/** The compare table's «Наличие» row comes to say `wanted` (the stored entry shows until the shop answers). */
async function compareSays(page: Page, wanted: string): Promise<void> {
  await page.goto('/catalog/compare');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Наличие' }) });
  await row.getByRole('cell', { name: wanted, exact: true }).waitFor();
}

export const STOCK_TESTS: E2eTest[] = [
  {
    name: 'Наличие: товар без остатка «Под заказ» на странице, в сравнении и в корзине; после выбора «Нет в наличии» вернувшийся покупатель видит в сравнении и корзине «Нет в наличии»',
    async run({ newContext, port }) {
      // Staff pages answer on an admin host (localhost), by the token's cookie.
      const owner = await newContext({ baseURL: `http://localhost:${port}` });
      const ownerPage = await owner.newPage();
      const login = await owner.request.post('/api/user/login', { data: E2E_ADMIN });
      const { accessToken } = (await login.json()) as { accessToken: string };
      await owner.addCookies([{ name: 'accessToken', value: accessToken, url: `http://localhost:${port}` }]);
      const product = await lastSectionProduct(owner.request);
      const before = await saveStock(owner.request, accessToken, product.itemCode, 0);
      try {
        await chooseInAdmin(ownerPage, 'Под заказ');
        const buyer = await (await newContext()).newPage();
        await buyer.goto(product.link);
        const main = buyer.locator('main');
        await main.getByText('Под заказ', { exact: true }).first().waitFor();
        await main.getByRole('button', { name: 'Сравнить' }).first().click();
        await main.getByRole('button', { name: 'В корзину' }).first().click();
        await main.getByRole('link', { name: 'В корзине' }).first().waitFor();
        await compareSays(buyer, 'Под заказ');
        await buyer.goto('/basket');
        await buyer.locator('main article').getByText('Под заказ', { exact: true }).waitFor();

        // The buyer comes back later, his lists kept: the browser keeps the shop's answers for a minute.
        await chooseInAdmin(ownerPage, 'Нет в наличии');
        const later = await newContext({ storageState: await buyer.context().storageState() });
        const back = await later.newPage();
        await compareSays(back, 'Нет в наличии');
        await back.goto('/basket');
        await back.locator('main article').getByText('Нет в наличии. Не входит в сумму заказа').waitFor();
      } finally {
        await chooseInAdmin(ownerPage, 'Под заказ');
        await saveStock(owner.request, accessToken, product.itemCode, before);
      }
    },
  },
];
