import assert from 'node:assert/strict';
import type { E2eTest } from './harness';
import { cardPrices, firstCardName, waitForNewList } from './catalog';

export const SEARCH_TESTS: E2eTest[] = [
  {
    name: 'Поиск: страница результатов — число найденного, страницы по 20, сортировка, Назад и Вперёд',
    async run({ newContext }) {
      const page = await (await newContext()).newPage();
      await page.goto(`/catalog/search?query=${encodeURIComponent('шкаф')}`);
      await page.getByRole('heading', { level: 1, name: 'Результаты поиска по запросу «шкаф»' }).waitFor();
      const count = await page.getByRole('status').filter({ hasText: 'Найдено' }).innerText();
      assert.match(count, /^Найдено (не менее )?\d+ товар(а|ов)?$/);
      assert.equal(await page.locator('main article').count(), 20, '20 items a page');

      const first = await firstCardName(page);
      const pages = page.getByRole('navigation', { name: 'Страницы' }).first();
      await pages.getByRole('link', { name: 'Страница 2', exact: true }).click();
      await page.waitForURL(`**/catalog/search?query=${encodeURIComponent('шкаф')}&page=2`);
      await waitForNewList(page, first);

      const second = await firstCardName(page);
      await page.getByRole('button', { name: /^Сортировка:/ }).click();
      await page.getByRole('menuitemradio', { name: 'Сначала дешевле' }).click();
      await page.waitForURL(`**/catalog/search?query=${encodeURIComponent('шкаф')}&sort=price_asc`);
      await waitForNewList(page, second);
      const prices = await cardPrices(page);
      assert.ok(prices.length > 0, 'priced items on the first page');
      assert.deepEqual(
        prices,
        [...prices].sort((a, b) => a - b),
        'cheapest first',
      );

      await page.goBack();
      await page.waitForURL(`**/catalog/search?query=${encodeURIComponent('шкаф')}&page=2`);
      await page.getByRole('link', { name: 'Страница 2, текущая', exact: true }).first().waitFor();
      await page.goForward();
      await page.waitForURL(`**/catalog/search?query=${encodeURIComponent('шкаф')}&sort=price_asc`);
      await page.getByRole('button', { name: /Сортировка: Сначала дешевле/ }).waitFor();
    },
  },
  {
    name: 'Поиск: подсказка говорит «Найдено по части слов», когда ни у одного товара нет всех слов',
    async run({ newContext }) {
      const page = await (await newContext()).newPage();
      await page.goto('/');
      const box = page.getByRole('searchbox', { name: 'Поиск товаров' });
      await box.fill('гостиничный сейф с отпечатком пальца');
      await page.getByRole('listbox').waitFor();
      await page.getByText('Найдено по части слов').waitFor();
      assert.match(await page.getByRole('option').first().innerText(), /Сейф гостиничный/);
    },
  },
  {
    name: 'Поиск: фильтры на странице результатов — тип замка сужает найденное, чипы и число, перезагрузка, Назад',
    async run({ newContext }) {
      const page = await (await newContext()).newPage();
      const query = 'сейф для оружия';
      const lock = 'Электронный кодовый';
      await page.goto(`/catalog/search?query=${encodeURIComponent(query)}&sort=price_asc`);
      await page
        .getByRole('heading', { level: 1, name: `Результаты поиска по запросу «${query}»` })
        .waitFor();
      const panel = page.getByRole('complementary', { name: 'Фильтры' });
      const count = page.getByRole('status').filter({ hasText: /^Найден/ });
      const before = await count.innerText();
      const option = panel
        .getByRole('group', { name: 'Тип замка' })
        .getByRole('checkbox', { name: new RegExp(`^${lock}`) });
      await option.click();
      await page.waitForURL(
        (url) => url.searchParams.get('f.Тип замка') === lock && url.searchParams.get('sort') === 'price_asc',
      );
      await page.waitForFunction((old) => !document.body.innerText.includes(old), before);

      // What the API answers for the same search and filter: the page shows exactly that.
      const search = new URL(page.url()).searchParams;
      search.delete('query');
      const answer = await page.request.get(
        `/api/catalog/search/?query=${encodeURIComponent(query)}&type=products&limit=20&page=1&${search}`,
      );
      const data = (await answer.json()) as {
        total: number;
        results: Array<{ name: string; props: Array<{ key: string; value: string }> }>;
      };
      assert.ok(data.total > 0, 'some gun safes have that lock');
      assert.ok(
        data.results.every((p) => p.props.some((prop) => prop.key === 'Тип замка' && prop.value === lock)),
      );
      await count.filter({ hasText: String(data.total) }).waitFor();
      assert.deepEqual(
        await page.getByRole('list', { name: 'Выбранные фильтры' }).getByRole('button').allInnerTexts(),
        [`Тип замка: ${lock} ×`, 'Сбросить все'],
      );
      assert.deepEqual(
        await page.locator('main article h3').allInnerTexts(),
        data.results.map((p) => p.name),
      );
      const prices = await cardPrices(page);
      assert.deepEqual(
        prices,
        [...prices].sort((a, b) => a - b),
        'still cheapest first',
      );

      await page.reload();
      await count.filter({ hasText: String(data.total) }).waitFor();
      assert.equal(await option.isChecked(), true);

      await page.goBack();
      await page.waitForURL(
        (url) => !url.searchParams.has('f.Тип замка') && url.searchParams.get('query') === query,
      );
      await count.filter({ hasText: before }).waitFor();
      assert.equal(await option.isChecked(), false);
    },
  },
];
