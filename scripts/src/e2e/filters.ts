import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { E2eTest } from './harness';

const LISTING = '/catalog/seyfy/dlya-oruzhiya';
const LOCK = 'Электронный кодовый';
const PRICE_TO = 30000;

/** The names and prices of the visible cards, once the list has settled. */
async function cards(page: Page): Promise<Array<{ name: string; price: number | null }>> {
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
  return page.locator('main article').evaluateAll((list) =>
    list.map((card) => {
      const price = card.querySelector('div > span')?.textContent ?? '';
      return {
        name: card.querySelector('h3')?.textContent ?? '',
        price: /\d/.test(price) ? Number(price.replace(/\D/g, '')) : null,
      };
    }),
  );
}

/** What the API answers for the same listing (the page's own call, with the URL's filters). */
async function apiListing(page: Page): Promise<{ total: number; names: string[] }> {
  const search = new URL(page.url()).search.slice(1);
  const answer = await page.request.get(`/api${LISTING}/?limit=20&page=1&sort=name_asc&${search}`);
  assert.equal(answer.status(), 200);
  const data = (await answer.json()) as { products: Array<{ name: string }>; pagination: { total: number } };
  return { total: data.pagination.total, names: data.products.map((p) => p.name) };
}

const count = (page: Page) => page.getByRole('status').filter({ hasText: /^Найден/ });
const chips = (page: Page) => page.getByRole('list', { name: 'Выбранные фильтры' }).getByRole('button');

export const FILTER_TESTS: E2eTest[] = [
  {
    name: 'Фильтры: сейфы для оружия → тип замка и цена → чипы, число, только подходящие карточки → перезагрузка → назад',
    async run({ newContext }) {
      const page = await (await newContext()).newPage();
      await page.goto(LISTING);
      await page.getByRole('heading', { level: 1, name: 'Сейфы для оружия' }).waitFor();
      const panel = page.getByRole('complementary', { name: 'Фильтры' });
      await panel.getByRole('group', { name: 'Тип замка' }).waitFor();
      const before = await count(page).innerText();
      await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));

      await panel.getByRole('checkbox', { name: new RegExp(`^${LOCK}`) }).click();
      await page.waitForURL((url) => url.searchParams.get('f.Тип замка') === LOCK);
      // The box follows the URL once the router has moved (a transition), not at the click itself.
      await page.waitForFunction((old) => !document.body.innerText.includes(old), before);
      assert.equal(await panel.getByRole('checkbox', { name: new RegExp(`^${LOCK}`) }).isChecked(), true);
      const withLock = await apiListing(page);

      await panel.getByRole('textbox', { name: 'Цена, руб. до' }).fill(String(PRICE_TO));
      await panel.getByRole('textbox', { name: 'Цена, руб. до' }).press('Enter');
      await page.waitForURL((url) => url.searchParams.get('price_to') === String(PRICE_TO));
      const both = await apiListing(page);
      assert.ok(both.total > 0 && both.total < withLock.total, 'the price limit narrows the list');

      await count(page)
        .filter({ hasText: String(both.total) })
        .waitFor();
      assert.match(await count(page).innerText(), /^Найден(о)? \d+ товар(а|ов)?$/);
      assert.deepEqual(await chips(page).allInnerTexts(), [
        'Цена: до 30 000 руб. ×',
        `Тип замка: ${LOCK} ×`,
        'Сбросить все',
      ]);
      const shown = await cards(page);
      assert.deepEqual(
        shown.map((card) => card.name),
        both.names,
        'the cards are the filtered listing',
      );
      assert.ok(
        shown.every((card) => card.price !== null && card.price <= PRICE_TO),
        'prices within the limit',
      );
      assert.equal(await page.evaluate(() => 'e2eSamePage' in window), true, 'no full page reload');

      // A reload shows the same filters, chips and count.
      await page.reload();
      await count(page)
        .filter({ hasText: String(both.total) })
        .waitFor();
      assert.equal(await chips(page).count(), 3);
      assert.equal(await panel.getByRole('checkbox', { name: new RegExp(`^${LOCK}`) }).isChecked(), true);
      assert.equal(
        await panel.getByRole('textbox', { name: 'Цена, руб. до' }).inputValue(),
        String(PRICE_TO),
      );

      // Back: the price limit is gone, the lock type stays.
      await page.goBack();
      await page.waitForURL(
        (url) => !url.searchParams.has('price_to') && url.searchParams.has('f.Тип замка'),
      );
      await count(page)
        .filter({ hasText: String(withLock.total) })
        .waitFor();
      assert.deepEqual(await chips(page).allInnerTexts(), [`Тип замка: ${LOCK} ×`, 'Сбросить все']);
      assert.equal(await panel.getByRole('textbox', { name: 'Цена, руб. до' }).inputValue(), '');

      await page.getByRole('button', { name: 'Сбросить все' }).click();
      await page.waitForURL((url) => url.search === '');
      await count(page)
        .filter({ hasText: before.replace(/^\D+/, '') })
        .waitFor();
    },
  },
  {
    name: 'Фильтры: на телефоне — кнопка «Фильтры», панель во весь экран и «Показать N товаров»',
    async run({ newContext }) {
      const context = await newContext();
      const page = await context.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(LISTING);
      await page.getByRole('heading', { level: 1, name: 'Сейфы для оружия' }).waitFor();
      assert.equal(await page.getByRole('complementary', { name: 'Фильтры' }).count(), 0);
      await page.getByRole('button', { name: 'Фильтры', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Фильтры' });
      await dialog.getByRole('checkbox', { name: new RegExp(`^${LOCK}`) }).click();
      await page.waitForURL((url) => url.searchParams.get('f.Тип замка') === LOCK);
      const { total } = await apiListing(page);
      const show = dialog.getByRole('button', { name: new RegExp(`^Показать ${total} товар`) });
      await show.click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Фильтры (1)' }).waitFor();
      await count(page)
        .filter({ hasText: String(total) })
        .waitFor();
    },
  },
];
