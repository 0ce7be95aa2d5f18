import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { parseLetter } from '../../../api/test/support/smtp';
import { addTwoProducts, catalogueItems } from './checkout';
import type { E2eTest } from './harness';
import { INFO_PAGES } from './info';
import { contentOf } from './tests';

/**
 * Sweeps over every public page: none is wider than a phone, and no rendered text — pages and
 * the letters in the outbox — has a typo of the kinds below. Every name starts with «Обход: ».
 */

const LISTING = '/catalog/seyfy/dlya-oruzhiya';

interface Prop {
  key: string;
  value: string;
}
interface Listed {
  itemCode: string;
  link: string;
  props: Prop[];
}

/** The product whose characteristics are the longest in the catalogue (the longest value, then key). */
async function longestProduct(request: APIRequestContext): Promise<string> {
  const tree = (await (await request.get('/api/catalog/')).json()) as {
    subcategories: { subcategoryLink: string }[];
  }[];
  let best: { link: string; length: number } = { link: '', length: -1 };
  for (const link of tree.flatMap((category) => category.subcategories.map((s) => s.subcategoryLink))) {
    for (let page = 1, pages = 1; page <= pages; page++) {
      const answer = (await (
        await request.get(`/api${link}/?limit=100&page=${page}&sort=name_asc`)
      ).json()) as {
        products: Listed[];
        pagination: { totalPages: number };
      };
      pages = answer.pagination.totalPages;
      for (const product of answer.products) {
        const length = Math.max(
          0,
          ...product.props.map((prop) => prop.value.length * 1000 + prop.key.length),
        );
        if (length > best.length) best = { link: product.link, length };
      }
    }
  }
  assert.ok(best.link, 'the catalogue has a product with characteristics');
  return best.link;
}

/** Every public route, with the basket, favourites and compare list filled so that their pages show items. */
async function publicRoutes(page: Page): Promise<string[]> {
  const product = await longestProduct(page.request);
  await addTwoProducts(page);
  const cards = page.locator('main article');
  for (const index of [0, 1]) {
    await cards.nth(index).getByRole('button', { name: 'В избранное' }).click();
    await cards.nth(index).getByRole('button', { name: 'Сравнить' }).click();
  }
  return [
    '/',
    '/catalog',
    '/catalog/seyfy',
    LISTING,
    `${LISTING}?page=2&sort=price_desc`,
    `/catalog/search?query=${encodeURIComponent('шкаф')}`,
    product,
    '/catalog/compare',
    '/basket',
    '/favorites',
    '/order',
    '/orders',
    ...INFO_PAGES.map(([path]) => path),
    '/no-such-page',
  ];
}

/** Opens `path` and waits for its content and for the network to settle (lazy parts drawn). */
async function open(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await contentOf(page);
  await page.waitForLoadState('networkidle');
}

/**
 * The elements past the right edge of a `width` px viewport, outermost only, and the page's scroll width
 * when it is wider. An element inside a box that clips or scrolls within the screen (a slider, a table
 * meant to scroll) does not count.
 */
function overflowing(page: Page, width: number): Promise<string[]> {
  // No named functions in here: tsx would wrap them in a helper the page does not have.
  return page.evaluate((viewport) => {
    const edge = viewport + 1;
    const found: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= edge) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (found.some((outer) => outer.contains(element))) continue;
      let clipped = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible') {
          clipped = parent.getBoundingClientRect().right <= edge;
          break;
        }
      }
      if (!clipped) found.push(element);
    }
    const report = found.map((element) => {
      const classes = [...element.classList].slice(0, 2).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const right = Math.round(element.getBoundingClientRect().right);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> «${text}» to ${right} px`;
    });
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewport) report.unshift(`the page scrolls sideways: ${scrollWidth} px`);
    return report.slice(0, 8);
  }, width);
}

/**
 * Typos worth catching in any Russian text of the shop, each with its name. A full stop after an
 * abbreviation's own («руб..»), a number with a decimal point before a unit («158.1 кг»), a price
 * without the dot of «руб.», a space before a comma, a word typed twice, a word mixing Latin and Cyrillic
 * letters (a Latin «С» in «Сейф»), and what a template prints for a missing value.
 */
export const TYPO_PATTERNS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['doubled full stop', /(?<!\.)\.\.(?!\.)/u],
  ['decimal point before a unit', /\d\.\d+\s?(?:кг|мм|см|м|л|шт)(?![\p{L}])/u],
  ['«руб» without its dot', /\d руб(?![.\p{L}])/u],
  ['space before a comma or semicolon', /[\p{L}\d] +[,;]/u],
  // One space: a tab parts two table cells, which may well hold the same word.
  ['word typed twice', /(?<![\p{L}])(\p{L}{3,}) \1(?![\p{L}])/iu],
  ['Latin and Cyrillic letters in one word', /(?:(?!ЮMoney)[а-яё][a-z]|[a-z][а-яё])/iu], // but the wallet «ЮMoney»
  ['a missing value printed', /(?<![\p{L}])(?:undefined|null|NaN)(?![\p{L}])|\[object /u],
];

/** Each typo of `text`, named, with a little of its surroundings. */
export function typosIn(text: string): string[] {
  const found: string[] = [];
  for (const [name, pattern] of TYPO_PATTERNS) {
    const match = new RegExp(pattern.source, `${pattern.flags}g`);
    for (const hit of text.matchAll(match)) {
      const around = text.slice(Math.max(0, hit.index - 30), hit.index + hit[0].length + 30);
      found.push(`${name}: «…${around.replace(/\s+/g, ' ')}…»`);
    }
  }
  return found;
}

/** Places two guest orders through the API (a person with pickup, a company with delivery) and asks a call. */
async function makeLetters(request: APIRequestContext): Promise<void> {
  const { priced } = await catalogueItems(request);
  const orders = [
    {
      address: { type: 'pickup', id: 0 },
      itemCode: [{ itemCode: priced.itemCode, count: 1 }],
      user: { lastName: 'Иванов', firstName: 'Иван', phone: '+7 999 000 00 01', email: 'ivan@example.ru' },
    },
    {
      address: { type: 'delivery', city: 'Донецк', address: 'ул. Артёма, 1' },
      itemCode: [{ itemCode: priced.itemCode, count: 12 }],
      user: {
        lastName: 'Петров',
        firstName: 'Пётр',
        phone: '+7 999 000 00 02',
        email: 'buh@romashka.ru',
        companyName: 'ООО Ромашка',
        inn: '7707083893',
        kpp: '773601001',
      },
    },
  ];
  for (const data of orders) {
    const answer = await request.post('/api/user/sendOrder', {
      headers: { 'Idempotency-Key': `sweep-${randomUUID()}` },
      data,
    });
    assert.equal(answer.status(), 201, await answer.text());
  }
  const callback = await request.post('/api/callback/', {
    data: { name: 'Анна', phone: '+7 949 123 45 67' },
  });
  assert.equal(callback.status(), 201, await callback.text());
}

/** The letters in DATA_DIR/outbox once at least `count` are there, as plain text (HTML tags dropped). */
async function outboxTexts(dir: string, count: number): Promise<{ file: string; text: string }[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
    if (files.length >= count) {
      return files.map((file) => {
        const letter = parseLetter(fs.readFileSync(path.join(dir, file), 'utf8'));
        const html = letter.html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ');
        return { file, text: `${letter.subject}\n${letter.text}\n${html}` };
      });
    }
    assert.ok(Date.now() < deadline, `${files.length} of ${count} letters in ${dir} after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const SWEEP_TESTS: E2eTest[] = [
  {
    name: 'Обход: every public route and the product with the longest characteristics fit 320 and 375 px without sideways scrolling',
    async run({ newContext }) {
      const page = await (await newContext()).newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      const routes = await publicRoutes(page);
      const failures: string[] = [];
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 740 });
        for (const route of routes) {
          await open(page, route);
          const report = await overflowing(page, width);
          if (report.length > 0) failures.push(`${route} at ${width} px:\n      ${report.join('\n      ')}`);
        }
      }
      assert.deepEqual(failures, [], `past the right edge:\n  ${failures.join('\n  ')}`);
    },
  },
  {
    name: 'Обход: the rendered text of every public page and of every letter in the outbox has no typo',
    async run({ newContext, outboxDir }) {
      const page = await (await newContext()).newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      const failures: string[] = [];
      for (const route of await publicRoutes(page)) {
        await open(page, route);
        for (const typo of typosIn(await page.locator('body').innerText()))
          failures.push(`${route}: ${typo}`);
      }
      await makeLetters(page.request);
      const letters = await outboxTexts(outboxDir, 5); // two orders to the buyer and the managers, one call
      for (const { file, text } of letters)
        for (const typo of typosIn(text)) failures.push(`${file}: ${typo}`);
      assert.deepEqual(failures, [], `typos:\n  ${failures.join('\n  ')}`);
    },
  },
];
