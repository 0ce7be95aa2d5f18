import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { type E2eTest, openInApp } from './harness';

const NOT_FOUND = 'Страница не найдена';
const SITE_NAME = 'МеталлСейф';

/** Every information page of the spec's route table, each with the h1 it shows. */
export const INFO_PAGES: readonly (readonly [path: string, h1: string])[] = [
  ['/company', 'О компании'],
  ['/company/vacancy', 'Вакансии'],
  ['/company/rekvizity', 'Реквизиты'],
  ['/contacts', 'Контакты'],
  ['/services', 'Услуги'],
  ['/services/podem-tovara-na-etazh', 'Подъём товара на этаж'],
  ['/services/vskrytie-zamkov', 'Вскрытие замков'],
  ['/services/ustanovka-seyfov', 'Установка сейфов'],
  ['/services/sborka-metallicheskoy-mebeli', 'Сборка металлической мебели'],
  ['/services/izgotovlenie-metallicheskoy-mebeli-na-zakaz', 'Изготовление металлической мебели на заказ'],
  ['/help', 'Покупателям'],
  ['/help/payment', 'Оплата'],
  ['/help/delivery', 'Доставка'],
  ['/help/warranty', 'Гарантия'],
  ['/help/pravila-vozvrata-tovara', 'Правила возврата товара'],
  ['/wholesalers', 'Оптовикам'],
  ['/include/licenses_detail', 'Политика конфиденциальности'],
];

/** Collects the page's uncaught errors. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The one h1 of the content area, once the page has drawn it. */
async function expectOnlyH1(page: Page, h1: string, path: string): Promise<void> {
  const heading = page.locator('main').getByRole('heading', { level: 1, name: h1, exact: true });
  await heading.waitFor();
  assert.equal(await page.locator('main h1').count(), 1, `${path}: one h1`);
  await page.waitForFunction((title) => document.title === title, `${h1} — ${SITE_NAME}`);
}

export const INFO_TESTS: E2eTest[] = [
  {
    name: 'Инфо: every information page shows its h1 and title, with and without the trailing slash, with no page error',
    async run({ newContext }) {
      const page = await (await newContext()).newPage();
      const errors = pageErrors(page);
      // A deep link loads the shop with the remote; the other pages open inside the app.
      await page.goto('/company/');
      await expectOnlyH1(page, 'О компании', '/company/');
      for (const [path, h1] of INFO_PAGES) {
        for (const url of [path, `${path}/`]) {
          await openInApp(page, url);
          await expectOnlyH1(page, h1, url);
        }
      }
      // Reloading a deep link of a service page with its trailing slash, as the menus write it.
      await page.goto('/services/vskrytie-zamkov/');
      await expectOnlyH1(page, 'Вскрытие замков', '/services/vskrytie-zamkov/');
      assert.deepEqual(errors, [], 'no uncaught error on any page');
    },
  },
  {
    name: 'Инфо: /contacts shows the nine pickup points as markers and a list with the tile server unreachable; Leaflet loads there only',
    async run({ newContext }) {
      const context = await newContext();
      const tileRequests: string[] = [];
      await context.route(/tile\.openstreetmap\.org/, async (route) => {
        tileRequests.push(route.request().url());
        await route.abort('internetdisconnected');
      });
      const page = await context.newPage();
      const errors = pageErrors(page);
      const mapChunks: string[] = [];
      page.on('request', (request) => {
        if (/\/remotes\/mf-info\/map\.[\w]+\.(js|css)$/.test(new URL(request.url()).pathname))
          mapChunks.push(request.url());
      });

      await page.goto('/company');
      await expectOnlyH1(page, 'О компании', '/company');
      assert.equal(mapChunks.length, 0, 'another page of the remote does not fetch the map');

      await openInApp(page, '/contacts/');
      await expectOnlyH1(page, 'Контакты', '/contacts/');
      const markers = page.locator('main .leaflet-marker-icon');
      await page.waitForFunction(() => document.querySelectorAll('main .leaflet-marker-icon').length === 9);
      assert.equal(await markers.count(), 9, 'nine markers');
      assert.ok(
        mapChunks.some((url) => url.endsWith('.js')) && mapChunks.some((url) => url.endsWith('.css')),
      );
      const list = page.getByRole('list', { name: 'Магазины и пункты выдачи списком' });
      assert.equal(await list.getByRole('listitem').count(), 9, 'nine points in the list');

      // A marker opens its popup from the keyboard; the list's button opens another.
      await markers.first().focus();
      await page.keyboard.press('Enter');
      await page.locator('.leaflet-popup-content').getByText('г. Торез, ул. Пионерская, 10').waitFor();
      await list.getByRole('button', { name: 'Показать на карте: Магазин на Артёма' }).click();
      await page.locator('.leaflet-popup-content').getByText('г. Донецк, ул. Артёма, 130').waitFor();

      assert.ok(tileRequests.length > 0, 'the map asked for tiles, and none arrived');
      assert.deepEqual(errors, [], 'no uncaught error');
    },
  },
  {
    name: 'Инфо: the wholesalers’ «Заказать звонок» opens the layout’s call-back form',
    async run({ newContext }) {
      const page = await (await newContext()).newPage();
      await page.goto('/wholesalers/');
      await expectOnlyH1(page, 'Оптовикам', '/wholesalers/');
      await page.locator('main').getByRole('button', { name: 'Заказать звонок' }).click();
      const dialog = page.getByRole('dialog', { name: 'Заказать звонок' });
      await dialog.getByLabel('Телефон').waitFor();
    },
  },
  {
    name: 'Инфо: an unknown path under the information pages shows the not-found page',
    async run({ newContext }) {
      const page = await (await newContext()).newPage();
      const errors = pageErrors(page);
      for (const path of ['/help/nope', '/help/delivery/nope/', '/services/nope/', '/company/vacancy/nope']) {
        await page.goto(path);
        await page.locator('main').getByRole('heading', { level: 1, name: NOT_FOUND }).waitFor();
      }
      assert.deepEqual(errors, []);
    },
  },
];
