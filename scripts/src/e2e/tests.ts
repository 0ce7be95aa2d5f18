import assert from 'node:assert/strict';
import type { Page, Request } from 'playwright-core';
import { TEXTS } from '@shop/shared/domain';
import { type E2eTest, openInApp } from './harness';

const REMOTE_DOWN = 'Раздел временно недоступен';
const NOT_FOUND = 'Страница не найдена';

/** Every request path the page makes, for "was this remote fetched?" checks. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

const fetched = (paths: string[], remote: string) => paths.some((p) => p.startsWith(`/remotes/${remote}/`));

/**
 * Waits until the content area shows something other than a spinner (a status region saying «Загрузка…»;
 * other status regions, such as a listing's «Найдено N товаров», stay on the page).
 */
export async function contentOf(page: Page): Promise<string> {
  const main = page.locator('main');
  await main.waitFor();
  await page.waitForFunction((loading) => {
    const text = document.querySelector('main')?.textContent ?? '';
    const statuses = [...document.querySelectorAll('main [role="status"]')];
    return text.trim().length > 0 && !statuses.some((s) => s.textContent?.trim() === loading);
  }, TEXTS.common.loading);
  return (await main.innerText()).trim();
}

/** Clicks «Повторить» in the content area and waits for the remote's own content. */
async function retryInContent(page: Page): Promise<string> {
  const main = page.locator('main');
  await main.getByRole('button', { name: 'Повторить' }).click();
  await main.getByText(REMOTE_DOWN).waitFor({ state: 'detached' });
  return contentOf(page);
}

async function expectLayout(page: Page): Promise<void> {
  await page.locator('header').first().waitFor();
  await page.locator('footer').first().waitFor();
  await page.getByRole('button', { name: 'Вход' }).first().waitFor();
}

export const TESTS: E2eTest[] = [
  {
    name: 'composes the layout and every remote, fetching each remote only when its route is first opened',
    async run({ newContext }) {
      const page = await (await newContext()).newPage();
      const requests = recordRequests(page);
      await page.goto('/');
      await expectLayout(page);
      assert.doesNotMatch(await contentOf(page), new RegExp(REMOTE_DOWN));
      assert.ok(fetched(requests, 'mf-catalog'), 'the home page comes from mf-catalog');
      for (const remote of ['mf-checkout', 'mf-account', 'mf-info', 'mf-admin']) {
        assert.ok(!fetched(requests, remote), `${remote} must not be fetched for the home page`);
      }

      for (const [path, remote] of [
        ['/basket', 'mf-checkout'],
        ['/personal', 'mf-account'],
        ['/contacts/', 'mf-info'],
      ] as const) {
        // Client-side navigation: the shell stays, the remote's code arrives on demand.
        await openInApp(page, path);
        const text = await contentOf(page);
        assert.doesNotMatch(text, new RegExp(`${REMOTE_DOWN}|${NOT_FOUND}`), `${path} shows its remote`);
        assert.ok(fetched(requests, remote), `${remote} fetched for ${path}`);
      }

      await page.getByRole('button', { name: 'Вход' }).first().click();
      await page.getByRole('dialog').waitFor();
      assert.ok(fetched(requests, 'mf-account'));
    },
  },
  {
    name: 'reloads a deep link (/catalog/seyfy/dlya-oruzhiya?page=2) with all scripts found',
    async run({ newContext }) {
      const page = await (await newContext()).newPage();
      const failures: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
      });
      const first = await page.goto('/catalog/seyfy/dlya-oruzhiya?page=2');
      assert.equal(first?.status(), 200);
      const reloaded = await page.reload();
      assert.equal(reloaded?.status(), 200);
      await expectLayout(page);
      assert.doesNotMatch(await contentOf(page), new RegExp(`${REMOTE_DOWN}|${NOT_FOUND}`));
      assert.equal(new URL(page.url()).search, '?page=2');
      assert.deepEqual(failures, []);
    },
  },
  {
    name: 'a remote whose manifest is unreachable shows the fallback in the content area only; «Повторить» loads it',
    async run({ newContext }) {
      const context = await newContext();
      await context.route('**/remotes/mf-info/**', (route) => route.abort('connectionrefused'));
      const page = await context.newPage();
      await page.goto('/contacts/');
      await expectLayout(page);
      await page.locator('main').getByText(REMOTE_DOWN).waitFor();

      // The rest of the site keeps working: another remote opens from the header.
      await page
        .locator('header')
        .getByRole('link', { name: /Корзина/ })
        .first()
        .click();
      assert.doesNotMatch(await contentOf(page), new RegExp(REMOTE_DOWN));

      await context.unroute('**/remotes/mf-info/**');
      await page.goBack();
      assert.doesNotMatch(await retryInContent(page), new RegExp(REMOTE_DOWN));
    },
  },
  {
    name: 'a dead chunk of a remote (entry fine, exposed module blocked) falls back and recovers on «Повторить»',
    async run({ newContext }) {
      const context = await newContext();
      const chunk = /\/remotes\/mf-checkout\/__federation_expose_routes/;
      await context.route(chunk, (route) => route.fulfill({ status: 404, body: 'нет' }));
      const page = await context.newPage();
      await page.goto('/basket');
      await page.locator('main').getByText(REMOTE_DOWN).waitFor();
      await expectLayout(page);
      await context.unroute(chunk);
      assert.doesNotMatch(await retryInContent(page), new RegExp(REMOTE_DOWN));
    },
  },
  {
    name: 'the admin remote is never requested on 127.0.0.1 (not an admin host): /admin is not found there',
    async run({ newContext }) {
      const page = await (await newContext()).newPage();
      const requests = recordRequests(page);
      await page.goto('/admin');
      await page.getByRole('heading', { name: NOT_FOUND }).waitFor();
      await page.goto('/');
      await contentOf(page);
      assert.ok(!fetched(requests, 'mf-admin'), 'no request for mf-admin');
    },
  },
  {
    name: 'the admin remote is loaded on localhost',
    async run({ newContext, port }) {
      const page = await (await newContext({ baseURL: `http://localhost:${port}` })).newPage();
      const requests = recordRequests(page);
      await page.goto('/admin');
      const text = await contentOf(page);
      assert.doesNotMatch(text, new RegExp(`${NOT_FOUND}|${REMOTE_DOWN}`));
      assert.ok(fetched(requests, 'mf-admin'));
    },
  },
  {
    name: 'header counts follow a basket and favourites change made in another tab',
    async run({ newContext }) {
      const context = await newContext();
      const shown = await context.newPage();
      await shown.goto('/');
      await expectLayout(shown);
      const other = await context.newPage();
      await other.goto('/');
      const item = (itemCode: string, count: number) => ({
        name: `Сейф ${itemCode}`,
        newPrice: '12 990 руб.',
        oldPrice: null,
        count,
        link: `/catalog/product?productCode=${itemCode}`,
        image: '',
        discount: null,
        discountPercentage: null,
        itemCode,
        props: [],
      });
      const stored = {
        basket: JSON.stringify([item('A-1', 2), item('A-2', 1)]),
        favorite: JSON.stringify([item('A-3', 1)]),
      };
      // Kept trivial: the function body runs in the page as written.
      await other.evaluate((values) => {
        localStorage.setItem('basket', values.basket);
        localStorage.setItem('favorite', values.favorite);
      }, stored);
      const header = shown.locator('header').first();
      await header.getByRole('link', { name: /Корзина\s*3/ }).waitFor();
      await header.getByRole('link', { name: /Избранное\s*1/ }).waitFor();
    },
  },
];
