import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../chromium';
import { startShop } from '../shop-process';
import { A11Y_TESTS } from './a11y';
import { ACCOUNT_TESTS } from './account';
import { ADMIN_TESTS, E2E_ADMIN } from './admin';
import { BACKUP_TESTS } from './backup-restore';
import { STOCK_TESTS } from './stock';
import { E2E_EXCHANGE, EXCHANGE_TESTS } from './exchange';
import { CATALOG_TESTS } from './catalog';
import { CATALOGUE_FILE_TESTS } from './catalogue-files';
import { CHECKOUT_TESTS } from './checkout';
import { DEPLOY_ALONE_TESTS } from './deploy-alone';
import { DESK_TESTS } from './desk';
import { FILTER_TESTS } from './filters';
import { FIRST_PRESS_TESTS } from './first-press';
import { runTests } from './harness';
import { INFO_TESTS } from './info';
import { OWNER_SETTINGS_TESTS } from './owner-settings';
import { PRODUCT_TESTS } from './products';
import { PROCESS_TESTS } from './processes';
import { SEARCH_TESTS } from './search';
import { SKEW_TESTS } from './skew';
import { E2E_REMOTES_CONFIG, SSR_TESTS, writeE2eRemotesConfig } from './ssr';
import { SWEEP_TESTS } from './sweeps';
import { TESTS } from './tests';
import { VALID_HTML_TESTS } from './valid-html';

/**
 * `npm run test:e2e`: `npm start` on a free port with a fresh DATA_DIR and no admin hosts besides
 * localhost, then the composed site in headless Chromium. Ends with «N passed, N failed».
 * `E2E_ONLY` keeps the scenarios whose name contains it (or one of its `|`-separated parts).
 */
async function main(): Promise<number> {
  writeE2eRemotesConfig();
  // A smaller demo catalogue than the default 15 000 items keeps the first start short.
  const shop = await startShop({
    REMOTES_CONFIG: E2E_REMOTES_CONFIG,
    ADMIN_HOSTS: '',
    SEED_ITEMS: process.env.SEED_ITEMS ?? '3000',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    EXCHANGE_LOGIN: E2E_EXCHANGE.login,
    EXCHANGE_PASSWORD: E2E_EXCHANGE.password,
    // Every scenario is one caller (127.0.0.1) registering, ordering and writing to a few addresses: the
    // abuse limits (api/test/trust.test.ts shows them) would refuse the suite, not a stranger.
    LIMIT_REGISTRATIONS_PER_IP: '100000',
    LIMIT_GUEST_ORDERS_PER_IP: '100000',
    LIMIT_BUYER_ORDERS_PER_IP: '100000',
    LIMIT_LETTERS_PER_EMAIL: '100000',
    LIMIT_RECOVERY_PER_IP: '100000',
  });
  console.log(`Магазин ответил через ${shop.readyAfterMs} мс (порт ${shop.port})`);
  const browser = await launchChromium();
  try {
    // E2E_ONLY=<part of a name>[|<another>] runs the matching scenarios only, in the suite's order (one
    // screen, or a scenario after those that change the shop before it).
    const only = process.env.E2E_ONLY?.split('|');
    const tests = [
      ...TESTS,
      ...CATALOG_TESTS,
      ...FILTER_TESTS,
      ...CHECKOUT_TESTS,
      ...ACCOUNT_TESTS,
      ...ADMIN_TESTS,
      ...DESK_TESTS,
      ...PRODUCT_TESTS,
      ...CATALOGUE_FILE_TESTS,
      ...EXCHANGE_TESTS,
      ...INFO_TESTS,
      ...OWNER_SETTINGS_TESTS,
      ...STOCK_TESTS,
      ...SEARCH_TESTS,
      ...A11Y_TESTS,
      ...SSR_TESTS,
      ...SKEW_TESTS,
      ...DEPLOY_ALONE_TESTS,
      ...SWEEP_TESTS,
      ...VALID_HTML_TESTS,
      ...FIRST_PRESS_TESTS,
      ...PROCESS_TESTS,
      ...BACKUP_TESTS,
    ].filter((test) => !only || only.some((part) => test.name.includes(part)));
    const result = await runTests(tests, {
      browser,
      baseUrl: `http://127.0.0.1:${shop.port}`,
      port: shop.port,
      outboxDir: path.join(shop.dataDir, 'outbox'),
    });
    console.log(`${result.passed} passed, ${result.failed} failed`);
    return result.failed === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await shop.stop();
    fs.rmSync(E2E_REMOTES_CONFIG, { force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
