import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PATHS, productPath, searchPath } from '@shop/shared/domain';
import { call } from '../shop-calls';
import type { E2eTest } from './harness';
import { INFO_PAGES } from './info';

/**
 * The HTML of every public page checked by the W3C Nu Html Checker (vnu.jar, npm package `vnu-jar`, run by
 * Java): what the server sends, and the document as the browser has it once the page's code ran, at a
 * phone's and a desktop's width (what a script or a media query changes). Errors only: warnings are advice.
 */

const LISTING = `${PATHS.catalog}/seyfy/dlya-oruzhiya`;

/** Every kind of public page: each listing's sort, page and filters, the search, the basket, a missing page. */
export const VALIDATED_PAGES: readonly string[] = [
  PATHS.home,
  PATHS.catalog,
  `${PATHS.catalog}/seyfy`,
  LISTING,
  `${LISTING}?page=2&sort=price_desc`,
  `${LISTING}?${new URLSearchParams({ 'f.Тип замка': 'Электронный кодовый', price_to: '30000' })}`,
  productPath('100005'),
  searchPath('шкаф'),
  `${searchPath('сейф')}&page=2`,
  ...INFO_PAGES.map(([page]) => page),
  '/basket',
  '/no-such-page',
];

/** The path of vnu.jar: the package exports it (a String object). */
function vnuJar(): string {
  return String(createRequire(__filename)('vnu-jar') as string);
}

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** One Java run over every file of `dir`: the errors, each as «file:line message «extract»». */
function validate(dir: string): Promise<string[]> {
  const files = fs.readdirSync(dir).map((name) => path.join(dir, name));
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', vnuJar(), '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        // vnu exits 1 when it found errors and writes its JSON report to stderr either way.
        let report: { messages: VnuMessage[] };
        try {
          report = JSON.parse(stderr) as { messages: VnuMessage[] };
        } catch {
          reject(error ?? new Error(`vnu wrote no report: ${stderr.slice(0, 500)}`));
          return;
        }
        resolve(
          report.messages
            .filter((message) => message.type === 'error' || message.subType === 'fatal')
            .map(
              (message) =>
                `${path.basename(decodeURIComponent(new URL(message.url).pathname))}:${message.lastLine ?? '?'} ${message.message}` +
                (message.extract ? ` «${message.extract.replace(/\s+/g, ' ').trim()}»` : ''),
            ),
        );
      },
    );
  });
}

/** A file name for `route` seen as `kind`. */
const fileOf = (kind: string, route: string) =>
  `${kind}${route.replace(/[^\p{L}\d]+/gu, '_').slice(0, 80)}.html`;

export const VALID_HTML_TESTS: E2eTest[] = [
  {
    name: 'Валидный HTML: the Nu Html Checker finds no error in the server’s page of every public page, nor in the page once its code ran at 390 and 1280 px',
    async run({ browser, baseUrl, port }) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-vnu-'));
      try {
        for (const route of VALIDATED_PAGES) {
          const answer = await call(port, route);
          assert.ok([200, 404].includes(answer.status), `${route}: ${answer.status}`);
          fs.writeFileSync(path.join(dir, fileOf('server', route)), answer.body);
        }
        for (const width of [390, 1280]) {
          const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 800 } });
          await context.route(/tile\.openstreetmap\.org/, (route) =>
            route.fulfill({ status: 204, body: '' }),
          );
          try {
            const page = await context.newPage();
            for (const route of VALIDATED_PAGES) {
              await page.goto(route, { waitUntil: 'networkidle' });
              await page.waitForFunction(() =>
                document.querySelector('#root')?.hasAttribute('data-hydrated'),
              );
              const html = await page.evaluate(
                () => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`,
              );
              fs.writeFileSync(path.join(dir, fileOf(`live${width}`, route)), html);
            }
          } finally {
            await context.close();
          }
        }
        const errors = await validate(dir);
        assert.deepEqual(errors, [], `${errors.length} errors:\n  ${errors.join('\n  ')}`);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  },
];
