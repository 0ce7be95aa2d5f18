import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { PATHS, TEXTS } from '@shop/shared/domain';
import { ROOT } from '../../../server/src/apps';
import type { E2eTest } from './harness';
import { E2E_REMOTES_CONFIG } from './ssr';

/**
 * A remote deploys alone after a change of the bundled library: mf-info is built once more against a copy of
 * `@shop/shared` with another not-found heading and a changed not-found page (a UI primitive), into a folder
 * of its own that the shop serves (/remotes/mf-info/e2e-next/), and the runtime config is pointed at it. The
 * shell and the other remotes keep their builds, and their copy of the library.
 */
const NEXT = 'e2e-next';
const NEXT_DIR = path.join(ROOT, 'mf-info', 'dist', NEXT);
const NEXT_TITLE = 'Такой страницы здесь нет';
/** What the changed primitive adds to its markup. */
const NEXT_MARK = 'data-library="next"';
/** An address mf-info owns and does not know: its not-found page. */
const INFO_MISSING = `${PATHS.help}/no-such-page/`;
/** An address no app owns: the shell's not-found page. */
const SHELL_MISSING = '/no-such-page/';

/** Replaces `from` in a file of the copy, once; fails when the source no longer holds it. */
function edit(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  assert.ok(text.includes(from), `${file} holds ${from}`);
  fs.writeFileSync(file, text.replace(from, to));
}

/**
 * A copy of `@shop/shared` with the changed text and primitive, found by its package name under the returned
 * folder (webpack's `resolve.modules`), exports map and all.
 */
function nextLibrary(): string {
  const packages = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-next-library-'));
  const copy = path.join(packages, '@shop', 'shared');
  fs.cpSync(path.join(ROOT, 'shared'), copy, { recursive: true });
  edit(
    path.join(copy, 'src', 'domain', 'texts.ts'),
    `notFoundTitle: '${TEXTS.common.notFoundTitle}'`,
    `notFoundTitle: '${NEXT_TITLE}'`,
  );
  edit(
    path.join(copy, 'src', 'ui', 'NotFoundPage.tsx'),
    '<section className={styles.page}',
    `<section ${NEXT_MARK} className={styles.page}`,
  );
  return packages;
}

/** Builds mf-info (browser and Node) with its own webpack config, against `packages`, into NEXT_DIR. */
async function buildNextInfo(packages: string): Promise<void> {
  // The app's own CommonJS webpack config (JavaScript, no types of its own).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(path.join(ROOT, 'mf-info', 'webpack.config.js')) as (
    env: Record<string, unknown>,
    argv: { mode: string },
  ) => Configuration[];
  const configs = factory({}, { mode: 'production' }).map((config): Configuration => ({
    ...config,
    // Not the app's build cache: this build must not leave anything the real one would pick up.
    cache: false,
    output: { ...config.output, path: config.name === 'server' ? path.join(NEXT_DIR, 'server') : NEXT_DIR },
    resolve: { ...config.resolve, modules: [packages, 'node_modules', path.join(ROOT, 'node_modules')] },
  }));
  await new Promise<void>((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}

/**
 * Points the running shop's mf-info at `folder` inside the files it serves of mf-info (browser manifest and
 * Node container), as an operator deploying one remote would; `original` is the config as it was.
 */
export function pointInfoAt(folder: string, original: string): void {
  const parsed = JSON.parse(original) as { remotes: Record<string, { manifest: string; server?: string }> };
  parsed.remotes['mf-info'] = {
    manifest: `/remotes/mf-info/${folder}/mf-manifest.json`,
    server: `/remotes/mf-info/${folder}/server/remoteEntry.js`,
  };
  fs.writeFileSync(E2E_REMOTES_CONFIG, JSON.stringify(parsed, null, 2));
}

/** The server revalidates a container at most once a second: the first page may still be the old one. */
export const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

export const DEPLOY_ALONE_TESTS: E2eTest[] = [
  {
    name: 'Версии: mf-info rebuilt alone against a changed library (a text, a UI primitive) renders the new text on the server and in the browser, beside the shell and the other remotes on their old builds',
    async run({ browser, baseUrl }) {
      const original = fs.readFileSync(E2E_REMOTES_CONFIG, 'utf8');
      const packages = nextLibrary();
      try {
        await buildNextInfo(packages);
        pointInfoAt(NEXT, original);
        await nextSecond();

        // Without scripts: the server renders mf-info's new Node container, and the shell its own old copy.
        const noScripts = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
        const page = await noScripts.newPage();
        assert.equal((await page.goto(INFO_MISSING))?.status(), 404);
        assert.equal((await page.locator('main h1').innerText()).trim(), NEXT_TITLE);
        assert.equal(await page.locator('main section[data-library="next"]').count(), 1);
        assert.equal((await page.goto(SHELL_MISSING))?.status(), 404);
        assert.equal((await page.locator('main h1').innerText()).trim(), TEXTS.common.notFoundTitle);
        assert.equal(await page.locator('main [data-library]').count(), 0);
        assert.equal((await page.goto(`${PATHS.payment}/`))?.status(), 200, 'the rest of mf-info works');
        await noScripts.close();

        // With scripts: the page hydrates without a mismatch, and the other remotes' pages work beside it.
        const context = await browser.newContext({ baseURL: baseUrl });
        const browserPage = await context.newPage();
        const problems: string[] = [];
        browserPage.on('pageerror', (error) => problems.push(error.message));
        browserPage.on('console', (message) => {
          if (message.type() === 'error' && !/404/.test(message.text())) problems.push(message.text());
        });
        await browserPage.goto(INFO_MISSING);
        await browserPage.locator('main section[data-library="next"] h1', { hasText: NEXT_TITLE }).waitFor();
        await browserPage.locator('main').getByRole('link', { name: TEXTS.common.toCatalog }).click();
        await browserPage.waitForURL((url) => url.pathname.replace(/\/$/, '') === PATHS.catalog);
        await browserPage.locator('main h1', { hasText: 'Каталог' }).waitFor();
        await browserPage.goto(SHELL_MISSING);
        await browserPage.locator('main h1', { hasText: TEXTS.common.notFoundTitle }).waitFor();
        assert.deepEqual(problems, [], 'no script error, no hydration mismatch');
        await context.close();
      } finally {
        fs.writeFileSync(E2E_REMOTES_CONFIG, original);
        fs.rmSync(NEXT_DIR, { recursive: true, force: true });
        fs.rmSync(packages, { recursive: true, force: true });
      }
      // Back on mf-info's own build: the old text again.
      await nextSecond();
      const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        assert.equal((await page.goto(INFO_MISSING))?.status(), 404);
        assert.equal((await page.locator('main h1').innerText()).trim(), TEXTS.common.notFoundTitle);
      } finally {
        await context.close();
      }
    },
  },
];
