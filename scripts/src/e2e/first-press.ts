import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { PATHS } from '@shop/shared/domain';
import type { E2eTest } from './harness';
import { beforeCode } from './ssr';

/**
 * The first interaction before the page's code counts: every script of the shop (the shell's and the
 * remotes') held back, a control of the server's page is used — focused, typed into, pressed — then the
 * scripts come and the effect is there, as if done on the live page. Or the control works without scripts
 * (a real link). At a desktop's and a phone's width.
 */

const LISTING = `${PATHS.catalog}/seyfy/dlya-oruzhiya`;
/** Every script the shop's pages load: the shell's, the remotes' entries and chunks. */
const EVERY_SCRIPT = /^https?:\/\/[^/]+\/.*\.js(?:\?.*)?$/;
const PROMPT = 'Введите свой поисковый запрос';

const box = (page: Page) => page.getByRole('searchbox', { name: 'Поиск товаров' });
/** Waits until the page's code has not run: nothing hydrated yet. */
const notLive = async (page: Page, what: string) =>
  assert.equal(
    await page.evaluate(() => document.querySelector('#root')?.hasAttribute('data-hydrated')),
    false,
    `${what}: done before the page's code ran`,
  );

type Case = [
  name: string,
  path: string,
  before: (page: Page) => Promise<void>,
  after: (page: Page) => Promise<void>,
];

/** The cases of one width: what is pressed before the code and what shows once it ran. */
function casesAt(width: number): Case[] {
  const phone = width < 768;
  const cases: Case[] = [
    [
      'the search box focused shows its prompt',
      LISTING,
      async (page) => {
        await page.waitForTimeout(500);
        await box(page).focus();
        await notLive(page, 'focus');
      },
      async (page) => {
        await page.getByText(PROMPT).waitFor();
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'search');
      },
    ],
    [
      'a text typed in the search box shows its results',
      PATHS.home,
      async (page) => {
        await box(page).fill('сейф');
        await notLive(page, 'typing');
      },
      async (page) => {
        await page.getByRole('listbox', { name: 'Результаты поиска' }).waitFor({ timeout: 20_000 });
        assert.equal(await box(page).inputValue(), 'сейф');
      },
    ],
    [
      'the sort button opens its menu, and an order chosen applies',
      LISTING,
      async (page) => {
        await page
          .getByRole('main')
          .getByRole('button', { name: /^Сортировка/ })
          .click();
        await notLive(page, 'the sort');
      },
      async (page) => {
        await page.getByRole('menuitemradio', { name: 'Сначала дороже' }).click();
        await page.waitForURL((url) => url.searchParams.get('sort') === 'price_desc');
      },
    ],
    [
      'a page of the pager is a real link',
      LISTING,
      async (page) => {
        await page
          .getByRole('navigation', { name: /Страницы/ })
          .first()
          .getByRole('link', { name: 'Страница 2' })
          .click();
      },
      async (page) => {
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        await page.locator('main h1').waitFor();
      },
    ],
    [
      '«Показать все» of a category card opens the card',
      PATHS.catalog,
      async (page) => {
        await page.getByRole('main').getByRole('button', { name: 'Показать все' }).first().click();
        await notLive(page, '«Показать все»');
      },
      async (page) => {
        await page.getByRole('main').getByRole('button', { name: 'Свернуть' }).first().waitFor();
      },
    ],
  ];
  const dialogOf = (
    button: (page: Page) => ReturnType<Page['getByRole']>,
    name: string,
    path = LISTING,
  ): Case => [
    `«${name}» opens its dialog`,
    path,
    async (page) => {
      await button(page).click();
      await notLive(page, name);
      assert.equal(await page.getByRole('dialog').count(), 0, `${name}: no dialog before the code runs`);
    },
    async (page) => {
      await page.getByRole('dialog').first().waitFor();
    },
  ];
  if (phone)
    cases.push(dialogOf((page) => page.getByRole('button', { name: 'Открыть меню' }), 'Открыть меню'));
  else {
    cases.push(
      dialogOf((page) => page.getByRole('banner').getByRole('button', { name: /Ваш город/ }), 'Ваш город'),
    );
    cases.push(
      dialogOf((page) => page.getByRole('button', { name: 'Каталог', exact: true }).first(), 'Каталог'),
    );
  }
  return cases;
}

async function sweep(context: BrowserContext, width: number): Promise<string[]> {
  const failures: string[] = [];
  for (const [name, path, before, after] of casesAt(width)) {
    try {
      await beforeCode(context, path, before, after, EVERY_SCRIPT);
    } catch (error) {
      failures.push(
        `${width} px, ${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
    }
  }
  return failures;
}

export const FIRST_PRESS_TESTS: E2eTest[] = [
  {
    name: 'Первое нажатие: with every script held back, a focus, a typed text and a press on the server’s page (search, sort, pager, «Показать все», the header’s dialogs) take effect once the scripts come, at 1280 and 390 px',
    async run({ browser, baseUrl }) {
      const failures: string[] = [];
      for (const width of [1280, 390]) {
        const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 800 } });
        try {
          failures.push(...(await sweep(context, width)));
        } finally {
          await context.close();
        }
      }
      assert.deepEqual(failures, [], `not caught up:\n  ${failures.join('\n  ')}`);
    },
  },
];
