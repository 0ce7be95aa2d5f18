import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { PATHS } from '@shop/shared/domain';
import { sharedVersion } from '../../webpack/shared-version';
import { ROOT } from '../../../server/src/apps';
import type { E2eTest } from './harness';
import { E2E_REMOTES_CONFIG } from './ssr';

/** Where the test deploys a second build of mf-info: inside the folder the shop serves at /remotes/mf-info/. */
const DEPLOYED = 'e2e-deployed';
const INFO_DIST = path.join(ROOT, 'mf-info', 'dist');
const PAGE = `${PATHS.help}/payment/`;
const H1 = 'Оплата';

/**
 * Deploys mf-info's build again under /remotes/mf-info/e2e-deployed/, as if built against a `@shop/shared`
 * whose source gave `version` (the shell's own when unchanged). The compressed copies are left out: they would
 * still carry the old version (the server then sends the plain file). Returns how many files named a version.
 */
function deployInfo(version: string): number {
  const target = path.join(INFO_DIST, DEPLOYED);
  fs.rmSync(target, { recursive: true, force: true });
  const own = sharedVersion();
  let named = 0;
  const copy = (from: string, to: string) => {
    fs.mkdirSync(to, { recursive: true });
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const source = path.join(from, entry.name);
      if (entry.isDirectory()) {
        if (source !== target) copy(source, path.join(to, entry.name));
      } else if (/\.(js|json)$/.test(entry.name)) {
        const text = fs.readFileSync(source, 'utf8');
        if (text.includes(own)) named += 1;
        fs.writeFileSync(path.join(to, entry.name), text.replaceAll(own, version));
      } else if (!/\.(br|gz)$/.test(entry.name)) {
        fs.copyFileSync(source, path.join(to, entry.name));
      }
    }
  };
  copy(INFO_DIST, target);
  return named;
}

/** Points the running shop at the deployed copy of mf-info (browser manifest and Node container). */
function pointAtDeployed(config: string): void {
  const parsed = JSON.parse(config) as { remotes: Record<string, { manifest: string; server?: string }> };
  parsed.remotes['mf-info'] = {
    manifest: `/remotes/mf-info/${DEPLOYED}/mf-manifest.json`,
    server: `/remotes/mf-info/${DEPLOYED}/server/remoteEntry.js`,
  };
  fs.writeFileSync(E2E_REMOTES_CONFIG, JSON.stringify(parsed, null, 2));
}

export const SKEW_TESTS: E2eTest[] = [
  {
    name: "Версии: a remote built against another @shop/shared than the shell falls back (200, never a 500) on the server and in the browser; the same build with the shell's version renders",
    async run({ browser, baseUrl }) {
      const original = fs.readFileSync(E2E_REMOTES_CONFIG, 'utf8');
      try {
        // The same build at another address, with the shell's version: rendered as before (so what follows
        // fails because of the version, not because of the move).
        assert.ok(deployInfo(sharedVersion()) >= 2, 'the browser and Node entries name the shared version');
        pointAtDeployed(original);
        const same = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
        // The server revalidates a container at most once a second: the first page may still be the old one.
        await new Promise((resolve) => setTimeout(resolve, 1100));
        const samePage = await same.newPage();
        const sameAnswer = await samePage.goto(PAGE);
        assert.equal(sameAnswer?.status(), 200);
        assert.equal((await samePage.locator('main h1').innerText()).trim(), H1);
        await same.close();

        // Built against another @shop/shared (a newer shell, an older remote).
        deployInfo('0.1.0-h00000000');
        const noScripts = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
        await new Promise((resolve) => setTimeout(resolve, 1100));
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
      await new Promise((resolve) => setTimeout(resolve, 1100));
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
