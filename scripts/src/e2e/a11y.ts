import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { TEXTS } from '@shop/shared/domain';
import { registerByApi } from './account';
import { E2E_ADMIN } from './admin';
import { addTwoProducts, catalogueItems } from './checkout';
import type { E2eTest } from './harness';
import { INFO_PAGES } from './info';
import { contentOf } from './tests';

/** Accessibility: axe on every public route and dialog. Every name starts with «Доступность: ». */

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: every axe rule tagged with one of them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Axe files landmarks and heading order under «best practice», not under a WCAG tag; they are how a
 * screen-reader user moves through a page (WCAG 1.3.1, 2.4.1, 2.4.6), so the audit runs them too.
 */
const STRUCTURE_RULES = [
  'heading-order',
  'page-has-heading-one',
  'landmark-one-main',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
];

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const VIEWPORTS = [
  ['компьютер', DESKTOP],
  ['телефон', PHONE],
] as const;

const LISTING = '/catalog/seyfy/dlya-oruzhiya';
const SEARCH = `/catalog/search?query=${encodeURIComponent('шкаф')}`;

/**
 * Runs axe on the page as it is now and fails on any violation, naming for each the rule, its impact and
 * every element (selector and HTML), so the CI log alone says what to fix.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const rules = Object.fromEntries(STRUCTURE_RULES.map((rule) => [rule, { enabled: true }]));
  const { violations } = await new AxeBuilder({ page }).options({ rules }).withTags(WCAG_TAGS).analyze();
  const report = violations.flatMap((violation) => [
    `${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help} — ${violation.helpUrl}`,
    ...violation.nodes.map(
      (node) =>
        `    ${node.target.join(' ')}\n      ${node.html}\n      ${(node.failureSummary ?? '').replace(/\n\s*/g, ' ')}`,
    ),
  ]);
  // Axe asks for at least one h1; a page has exactly one (its title).
  const h1s = await page.locator('h1').allInnerTexts();
  if (h1s.length > 1) report.push(`${h1s.length} h1 on one page: ${h1s.join(' | ')}`);
  if (report.length > 0)
    assert.fail(`${label} (${page.url()}): ${violations.length} axe violation(s)\n  ${report.join('\n  ')}`);
}

/** Opens `path` and waits for the content area to show more than the spinner. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await contentOf(page);
}

/**
 * A page that prefers reduced motion, so that the site's fades and slides are off: axe reads colours as
 * drawn, and a dialog caught while it fades in would show colours it never ends with.
 */
export async function newAuditPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

async function audit(page: Page, path: string, label: string, ready: (page: Page) => Promise<unknown>) {
  await open(page, path);
  await ready(page);
  await expectNoAxeViolations(page, label);
}

/** Focus went into the open dialog; Escape closes it and gives focus back to the control that opened it. */
export async function closeAndExpectFocusBack(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  assert.ok(
    await dialog.evaluate((element) => element.contains(document.activeElement)),
    'focus in the dialog',
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.ok(
    await opener.evaluate((element) => element === document.activeElement),
    'focus back on the opener',
  );
}

const h1 = (name: string) => (page: Page) =>
  page.locator('main').getByRole('heading', { level: 1, name, exact: true }).waitFor();
const cardsShown = (page: Page) => page.locator('main article').first().waitFor();

export const A11Y_TESTS: E2eTest[] = [
  {
    name: 'Доступность: витрина на компьютере и телефоне — главная, каталог, категория, листинг с фильтрами, товар, поиск',
    async run({ newContext }) {
      const page = await newAuditPage(await newContext());
      for (const [device, viewport] of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await audit(page, '/', `главная, ${device}`, (p) =>
          p.getByRole('link', { name: TEXTS.layout.allCatalog }).waitFor(),
        );
        await audit(page, '/catalog', `каталог, ${device}`, h1('Каталог'));
        await audit(page, '/catalog/seyfy', `категория, ${device}`, h1('Сейфы'));
        await audit(page, LISTING, `листинг, ${device}`, cardsShown);
        if (viewport === DESKTOP) {
          // The filter panel is a column beside the cards on a large screen.
          await page
            .getByRole('complementary', { name: 'Фильтры' })
            .getByRole('group', { name: 'Тип замка' })
            .waitFor();
          await expectNoAxeViolations(page, `листинг, колонка фильтров, ${device}`);
        } else {
          const filtersButton = page.getByRole('button', { name: 'Фильтры', exact: true });
          await filtersButton.click();
          const filters = page.getByRole('dialog', { name: 'Фильтры' });
          await filters.getByRole('group', { name: 'Тип замка' }).waitFor();
          await expectNoAxeViolations(page, `листинг, диалог «Фильтры», ${device}`);
          await closeAndExpectFocusBack(page, filters, filtersButton);
        }
        const product = page.locator('main article').first().getByRole('heading').getByRole('link');
        const productPath = await product.getAttribute('href');
        assert.ok(productPath, 'a card links to its product');
        await audit(page, productPath, `товар, ${device}`, (p) =>
          p.locator('main').getByRole('heading', { level: 1 }).waitFor(),
        );
        await audit(page, SEARCH, `результаты поиска, ${device}`, cardsShown);
        // The search box's dropdown, open with results.
        await page.getByRole('searchbox', { name: 'Поиск товаров' }).fill('сейф');
        await page.getByRole('listbox').getByRole('option').first().waitFor();
        await expectNoAxeViolations(page, `подсказки поиска, ${device}`);
      }
    },
  },
  {
    name: 'Доступность: диалоги шапки — вход и регистрация, каталог, выбор города, меню телефона',
    async run({ newContext }) {
      const page = await newAuditPage(await newContext());
      await page.setViewportSize(DESKTOP);
      await open(page, '/');
      const header = page.getByRole('banner');

      const loginButton = header.getByRole('button', { name: TEXTS.layout.login });
      await loginButton.click();
      const login = page.getByRole('dialog', { name: 'Вход' });
      await login.getByLabel('Email').waitFor();
      await expectNoAxeViolations(page, 'диалог «Вход»');
      await login.getByRole('button', { name: 'Зарегистрироваться' }).click();
      const register = page.getByRole('dialog', { name: 'Регистрация' });
      await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
      await register.getByText(TEXTS.auth.fillAllFields).waitFor();
      await expectNoAxeViolations(page, 'диалог «Регистрация» с ошибкой');
      await closeAndExpectFocusBack(page, register, loginButton);

      const catalogButton = page.getByRole('button', { name: TEXTS.layout.catalog }).first();
      await catalogButton.click();
      const catalog = page.getByRole('dialog', { name: TEXTS.layout.catalog });
      await catalog.getByRole('list', { name: TEXTS.layout.categories }).getByRole('link').first().hover();
      await expectNoAxeViolations(page, 'каталог в окне');
      await closeAndExpectFocusBack(page, catalog, catalogButton);

      const cityButton = header.getByRole('button', { name: new RegExp(TEXTS.layout.yourCity) });
      await cityButton.click();
      const city = page.getByRole('dialog', { name: TEXTS.layout.chooseCity });
      await city.getByRole('button').first().waitFor();
      await expectNoAxeViolations(page, 'выбор города');
      await closeAndExpectFocusBack(page, city, cityButton);

      await page.setViewportSize(PHONE);
      const menuButton = header.getByRole('button', { name: TEXTS.layout.openMenu });
      await menuButton.click();
      const menu = page.getByRole('dialog', { name: TEXTS.layout.menu });
      await menu.getByRole('link').first().waitFor();
      await expectNoAxeViolations(page, 'меню телефона');
      await closeAndExpectFocusBack(page, menu, menuButton);
    },
  },
  {
    name: 'Доступность: корзина и оформление с товарами, избранное и сравнение — на компьютере и телефоне',
    async run({ newContext }) {
      const page = await newAuditPage(await newContext());
      await page.setViewportSize(DESKTOP);
      await addTwoProducts(page);
      const cards = page.locator('main article');
      for (const index of [0, 1]) {
        await cards.nth(index).getByRole('button', { name: 'В избранное' }).click();
        await cards.nth(index).getByRole('button', { name: 'Сравнить' }).click();
      }
      for (const [device, viewport] of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await audit(page, '/basket', `корзина, ${device}`, cardsShown);
        await audit(page, '/order', `оформление заказа, ${device}`, (p) =>
          p.getByRole('button', { name: 'Привезти сюда' }).first().waitFor(),
        );
        // The form's error messages, shown after an empty form is sent.
        await page.getByRole('button', { name: 'Оформить заказ' }).click();
        await page.locator('main [aria-invalid="true"]').first().waitFor();
        await expectNoAxeViolations(page, `оформление заказа с ошибками, ${device}`);
        await audit(page, '/favorites', `избранное, ${device}`, cardsShown);
        await audit(page, '/catalog/compare', `сравнение, ${device}`, (p) => p.getByRole('table').waitFor());
      }
      // The empty states too.
      await page.evaluate(() => localStorage.clear());
      await audit(page, '/basket', 'пустая корзина', h1('Корзина'));
    },
  },
  {
    name: 'Доступность: кабинет после входа — заказы с заказом и профиль',
    async run({ newContext }) {
      const context = await newContext();
      const email = `a11y${Date.now()}@example.ru`;
      const password = 'доступный пароль покупателя';
      await registerByApi(context, email, password, 'Вера');
      const login = await context.request.post('/api/user/login', { data: { email, password } });
      const { accessToken } = (await login.json()) as { accessToken: string };
      // An order of this account, so that the orders page shows its cards, status and totals.
      const { priced } = await catalogueItems(context.request);
      const order = await context.request.post('/api/user/sendOrder', {
        headers: { Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': `a11y-${Date.now()}` },
        data: {
          address: { type: 'pickup', id: 0 },
          itemCode: [{ itemCode: priced.itemCode, count: 2 }],
          user: { lastName: 'Петрова', firstName: 'Вера', phone: '+7 999 000 00 00', email },
        },
      });
      assert.equal(order.status(), 201, await order.text());
      const page = await newAuditPage(context);
      await page.goto('/');
      await context.addCookies([{ name: 'accessToken', value: accessToken, url: page.url() }]);
      for (const [device, viewport] of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await audit(page, '/orders', `заказы, ${device}`, (p) =>
          p.getByText('Ваш заказ в сборке').first().waitFor(),
        );
        await audit(page, '/personal', `профиль, ${device}`, (p) =>
          p.getByRole('heading', { name: 'Данные аккаунта' }).waitFor(),
        );
      }
    },
  },
  {
    name: 'Доступность: информационные страницы и страница «не найдено» — на компьютере и телефоне',
    async run({ newContext }) {
      const context = await newContext();
      // The map's tiles come from the internet; the audit does not wait for them (the markers and the list are ours).
      await context.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
      const page = await newAuditPage(context);
      for (const [device, viewport] of VIEWPORTS) {
        await page.setViewportSize(viewport);
        for (const [path, title] of INFO_PAGES) await audit(page, path, `${path}, ${device}`, h1(title));
        await audit(page, '/nope', `не найдено, ${device}`, h1(TEXTS.common.notFoundTitle));
      }
    },
  },
  {
    name: 'Доступность: «Товары» — список, карточка товара, диалог снятия с продажи; цены — форма и предпросмотр',
    async run({ newContext, port }) {
      // The administrator's session as the desk's scenarios make it: a token cookie for localhost.
      const context = await newContext({ baseURL: `http://localhost:${port}` });
      const login = await context.request.post('/api/user/login', { data: E2E_ADMIN });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const page = await newAuditPage(context);
      await page.goto('/');
      await context.addCookies([{ name: 'accessToken', value: accessToken, url: page.url() }]);

      // The first admin page of the run loads its remote's code and a list of every product: a longer wait.
      await audit(page, '/admin/products', '«Товары»: список', (p) =>
        p
          .getByRole('button', { name: /^Изменить «/ })
          .first()
          .waitFor({ timeout: 60_000 }),
      );
      await page
        .getByRole('button', { name: /^Изменить «/ })
        .first()
        .click();
      await page.getByRole('heading', { name: /^Товар / }).waitFor();
      await expectNoAxeViolations(page, '«Товары»: карточка товара');
      const offSale = page.getByRole('button', { name: 'Снять с продажи' });
      await offSale.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Снять товар с продажи?' });
      await dialog.waitFor();
      await expectNoAxeViolations(page, '«Товары»: диалог снятия с продажи');
      await closeAndExpectFocusBack(page, dialog, offSale);

      await audit(page, '/admin', 'цены: форма', (p) =>
        p.getByRole('radio', { name: 'Цены категории' }).waitFor(),
      );
      await page.getByRole('radio', { name: 'Цены категории' }).check();
      await page.getByLabel('Категория').selectOption({ label: 'Сейфы' });
      await page.getByLabel('Изменение цены, %').fill('5');
      await page.getByRole('button', { name: 'Предпросмотр' }).click();
      await page.getByRole('region', { name: 'Предпросмотр изменения' }).waitFor();
      await expectNoAxeViolations(page, 'цены: предпросмотр');
    },
  },
];
