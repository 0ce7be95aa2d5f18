import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { PATHS } from '@shop/shared/domain';
import { compatibleRange, kernelShare } from '../../webpack/kernel-version';
import { ROOT } from '../../../server/src/apps';
import { nextSecond, pointInfoAt } from './deploy-alone';
import type { E2eTest } from './harness';
import { E2E_REMOTES_CONFIG } from './ssr';

/** Where the test deploys a second build of mf-info: inside the folder the shop serves at /remotes/mf-info/. */
const DEPLOYED = 'e2e-deployed';
const INFO_DIST = path.join(ROOT, 'mf-info', 'dist');
const PAGE = `${PATHS.help}/payment/`;
const H1 = 'Оплата';

const SHELL_KERNEL = kernelShare();
/** The kernel's version or range as a built container names it: a string literal. */
const KERNEL_LITERAL = new RegExp(`(["'])(\\^?)${SHELL_KERNEL.version.replaceAll('.', '\\.')}\\1`, 'g');

/**
 * Deploys mf-info's build again under /remotes/mf-info/e2e-deployed/, as if built against the kernel's
 * `version` (and so requiring its range). The compressed copies are left out: they would still carry the
 * built version (the server then sends the plain file). Returns how many files named the kernel's version.
 */
function deployInfo(version: string): number {
  const target = path.join(INFO_DIST, DEPLOYED);
  fs.rmSync(target, { recursive: true, force: true });
  const range = compatibleRange(version).slice(1);
  let named = 0;
  const copy = (from: string, to: string) => {
    fs.mkdirSync(to, { recursive: true });
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const source = path.join(from, entry.name);
      if (entry.isDirectory()) {
        if (source !== target) copy(source, path.join(to, entry.name));
      } else if (/\.(js|json)$/.test(entry.name)) {
        const text = fs.readFileSync(source, 'utf8');
        let hits = 0;
        const renamed = text.replace(KERNEL_LITERAL, (_, quote: string, caret: string) => {
          hits += 1;
          return caret ? `${quote}^${range}${quote}` : `${quote}${version}${quote}`;
        });
        if (hits > 0) named += 1;
        fs.writeFileSync(path.join(to, entry.name), renamed);
      } else if (!/\.(br|gz)$/.test(entry.name)) {
        fs.copyFileSync(source, path.join(to, entry.name));
      }
    }
  };
  copy(INFO_DIST, target);
  return named;
}

/** The next major of the shell's kernel: an incompatible one. */
const nextMajor = (version: string) => `${Number(version.split('.')[0]) + 1}.0.0`;
/** A later patch of the shell's kernel: a compatible one. */
const laterPatch = (version: string) => version.replace(/\d+$/, (patch) => String(Number(patch) + 1));

export const SKEW_TESTS: E2eTest[] = [
  {
    name: "Версии: a remote built against another major of the kernel than the shell falls back (200, never a 500) on the server and in the browser; the same build with the shell's kernel or a later patch of it renders",
    async run({ browser, baseUrl }) {
      const original = fs.readFileSync(E2E_REMOTES_CONFIG, 'utf8');
      try {
        // The same build at another address, with the shell's kernel, then with a later patch of it: rendered
        // as before (so what follows fails because of the version, not because of the move).
        for (const version of [SHELL_KERNEL.version, laterPatch(SHELL_KERNEL.version)]) {
          assert.ok(deployInfo(version) >= 2, 'the browser and Node entries name the kernel version');
          pointInfoAt(DEPLOYED, original);
          const same = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
          await nextSecond();
          const samePage = await same.newPage();
          const sameAnswer = await samePage.goto(PAGE);
          assert.equal(sameAnswer?.status(), 200);
          assert.equal((await samePage.locator('main h1').innerText()).trim(), H1, `kernel ${version}`);
          await same.close();
        }

        // Built against the next major of the kernel (a remote ahead of the shell).
        deployInfo(nextMajor(SHELL_KERNEL.version));
        const noScripts = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
        await nextSecond();
        const page = await noScripts.newPage();
        const response = await page.goto(PAGE);
        assert.equal(response?.status(), 200, 'the page answers 200');
        await page.locator('header').first().waitFor();
        assert.equal(
          await page.locator('main h1').count(),
          0,
          'the slot shows its loading state, not the remote',
        );
        assert.ok(await page.locator('main [aria-busy="true"], main [role="status"]').count());
        assert.ok(await page.locator('footer').count(), 'the rest of the page is rendered');
        // Another remote's page is untouched.
        const home = await page.goto(PATHS.home);
        assert.equal(home?.status(), 200);
        assert.equal(await page.locator('main h1').count(), 1);
        await noScripts.close();

        const context = await browser.newContext({ baseURL: baseUrl });
        const withScripts = await context.newPage();
        const answer = await withScripts.goto(PAGE);
        assert.equal(answer?.status(), 200);
        // The browser tries mf-info itself, refuses it for the same reason, and shows the slot's fallback
        // with its retry button; the shell's frame stays.
        await withScripts.getByText('Раздел временно недоступен').waitFor({ timeout: 30_000 });
        assert.ok(await withScripts.getByRole('button', { name: 'Повторить' }).count());
        assert.ok(await withScripts.locator('header').first().isVisible());
        assert.equal(await withScripts.locator('main h1', { hasText: H1 }).count(), 0);
        await context.close();
      } finally {
        fs.writeFileSync(E2E_REMOTES_CONFIG, original);
        fs.rmSync(path.join(INFO_DIST, DEPLOYED), { recursive: true, force: true });
      }
      // Back on the shell's build: the server renders the page again.
      await nextSecond();
      const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        assert.equal((await page.goto(PAGE))?.status(), 200);
        assert.equal((await page.locator('main h1').innerText()).trim(), H1);
      } finally {
        await context.close();
      }
    },
  },
];
