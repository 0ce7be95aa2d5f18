import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { productPath } from '@shop/shared/domain';
import type { E2eTest } from './harness';

/** The whole-rouble number of a display price such as «12 990 руб.». */
const rub = (text: string) => Number(text.replace(/\D/g, ''));

/** The prices of the visible product cards, in order. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .locator('main article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('div > span')?.textContent ?? ''));
  return texts.filter((text) => /\d/.test(text)).map(rub);
}

export const firstCardName = (page: Page) => page.locator('main article h3').first().innerText();

/** Waits until the list shows other products than before (the old page stays on screen while loading). */
export async function waitForNewList(page: Page, previousFirst: string): Promise<void> {
  await page.waitForFunction((previous) => {
    const first = document.querySelector('main article h3')?.textContent ?? '';
    return first !== '' && first !== previous && !document.querySelector('main [aria-busy="true"]');
  }, previousFirst);
}

/** Types into the header search box and waits for the dropdown's answer (debounced by 1000 ms). */
async function search(page: Page, query: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Поиск товаров' });
  await box.fill('');
  await box.fill(query);
  await page.getByRole('listbox').waitFor();
}

export const CATALOG_TESTS: E2eTest[] = [
  {
    name: 'catalogue: home → catalogue modal → listing → sort → page 2 → product → basket → search → compare',
    async run({ newContext }) {
      const page = await (await newContext()).newPage();
      await page.goto('/');
      await page.getByRole('link', { name: 'Весь каталог' }).waitFor();
      await page.locator('main').getByRole('link', { name: 'Сейфы', exact: true }).first().waitFor();

      // The catalogue modal of the shell leads to a listing of this remote.
      await page.getByRole('button', { name: 'Каталог' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Каталог' });
      await dialog
        .getByRole('list', { name: 'Категории' })
        .getByRole('link', { name: 'Сейфы', exact: true })
        .hover();
      await dialog.getByRole('link', { name: 'Сейфы для оружия', exact: true }).first().click();
      await page.waitForURL('**/catalog/seyfy/dlya-oruzhiya');
      await page.getByRole('heading', { level: 1, name: 'Сейфы для оружия' }).waitFor();
      // A marker that a full page load would wipe: sorting and paging must keep it.
      await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));

      const byName = await firstCardName(page);
      await page.getByRole('button', { name: /^Сортировка:/ }).click();
      await page.getByRole('menuitemradio', { name: 'Сначала дешевле' }).click();
      await page.waitForURL('**/catalog/seyfy/dlya-oruzhiya?sort=price_asc');
      await waitForNewList(page, byName);
      const pricesPage1 = await cardPrices(page);
      assert.ok(pricesPage1.length > 1, 'the sorted page shows priced products');
      assert.deepEqual(
        pricesPage1,
        [...pricesPage1].sort((a, b) => a - b),
        'cheapest first',
      );

      const page1First = await firstCardName(page);
      await page
        .getByRole('navigation', { name: 'Страницы' })
        .first()
        .getByRole('link', { name: 'Страница 2', exact: true })
        .click();
      await page.waitForURL('**/catalog/seyfy/dlya-oruzhiya?page=2&sort=price_asc');
      await waitForNewList(page, page1First);
      const pricesPage2 = await cardPrices(page);
      assert.ok(pricesPage2[0]! >= pricesPage1[pricesPage1.length - 1]!, 'page 2 continues the order');
      assert.equal(await page.evaluate(() => 'e2eSamePage' in window), true, 'no full page reload');

      // Product page, add to basket: the header count changes at once.
      const firstCard = page.locator('main article').first();
      const productName = (await firstCard.getByRole('heading').innerText()).trim();
      await firstCard.getByRole('heading').getByRole('link').click();
      await page.waitForURL('**/catalog/product?productCode=*');
      await page.getByRole('heading', { level: 1, name: productName }).waitFor();
      await page.getByRole('button', { name: 'В корзину' }).click();
      assert.equal(await page.getByRole('link', { name: 'В корзине' }).getAttribute('href'), '/basket');
      await page
        .locator('header')
        .getByRole('link', { name: /Корзина\s*1/ })
        .first()
        .waitFor();

      // Search: a typo and the wrong keyboard layout are corrected, and the dropdown says so.
      await search(page, 'стелаж');
      await page.getByText('Показаны результаты по запросу').filter({ hasText: '«стеллаж»' }).waitFor();
      await search(page, 'ctqa');
      await page.getByText('Показаны результаты по запросу').filter({ hasText: '«сейф»' }).waitFor();
      assert.ok((await page.getByRole('option').count()) <= 10, 'at most 10 results in the dropdown');
      await page.getByRole('searchbox', { name: 'Поиск товаров' }).press('Enter');
      await page.waitForURL('**/catalog/search?query=ctqa');
      await page.locator('main article').first().waitFor();

      // Compare two products of the listing.
      await page.goBack(); // back to the product page
      await page.goBack(); // and to page 2 of the listing
      await page.waitForURL('**/catalog/seyfy/dlya-oruzhiya?page=2&sort=price_asc');
      const cards = page.locator('main article');
      await cards.nth(0).getByRole('button', { name: 'Сравнить' }).click();
      await cards.nth(1).getByRole('button', { name: 'Сравнить' }).click();
      await page.getByRole('link', { name: 'Сравнение (2)' }).click();
      await page.waitForURL('**/catalog/compare');
      const table = page.getByRole('table');
      await table.waitFor(); // the URL changes before the router's transition draws the new page
      assert.equal(await table.locator('thead th').count(), 3, 'a label column and two products');
      const allRows = await table.locator('tbody tr').count();
      await page.getByRole('checkbox', { name: 'Только различия' }).check();
      const differing = await table.locator('tbody tr').count();
      assert.ok(
        differing >= 1 && differing < allRows,
        `«Только различия» hides equal rows (${differing}/${allRows})`,
      );
      await page.getByRole('button', { name: 'Очистить список' }).click();
      await page.getByText('Список сравнения пуст').waitFor();
    },
  },
  {
    name: 'catalogue: a listing and a product page name their largest picture in index.html; the browser fetches it once',
    async run({ newContext }) {
      const page = await (await newContext()).newPage();
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') fetched.push(new URL(request.url()).pathname);
      });
      for (const [path, picture] of [
        ['/catalog/seyfy/dlya-oruzhiya', 'main article img'],
        [productPath('100005'), 'main [role="group"] img'],
      ] as const) {
        // The page rendered on the server names its main pictures in the head (React's preloads of the
        // pictures with high priority), the largest first.
        await page.request.get(path);
        fetched.length = 0;
        await page.goto(path);
        const preloaded = await page
          .locator('head link[rel="preload"][as="image"]')
          .first()
          .getAttribute('href');
        assert.ok(preloaded, `${path}: no picture preloaded`);
        await page.locator(`${picture}[src="${preloaded}"]`).first().waitFor();
        assert.deepEqual(
          fetched.filter((src) => src === preloaded),
          [preloaded],
          `${path}: the preloaded picture fetched again`,
        );
        // The remote's scripts come at the priority of the scripts that run them, after the shell's: their
        // preloads are put in the head by the page's code loader once the picture has loaded and been painted.
        const scripts = page.locator('head link[rel="preload"][as="script"]');
        await scripts.first().waitFor({ state: 'attached' });
        const priorities = await scripts.evaluateAll((links) =>
          links.map((link) => link.getAttribute('fetchpriority')),
        );
        assert.ok(
          priorities.length > 0 && priorities.every((priority) => priority === 'low'),
          `${path}: ${priorities}`,
        );
      }
    },
  },
];
