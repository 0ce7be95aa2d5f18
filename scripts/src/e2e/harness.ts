import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export interface TestContext {
  browser: Browser;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  port: number;
  /** Where the shop writes its letters (`.eml` files; no SMTP_URL in the e2e run). */
  outboxDir: string;
  /** A fresh browser context; closed after the test. */
  newContext(options?: Pick<BrowserContextOptions, 'baseURL' | 'storageState'>): Promise<BrowserContext>;
}

export interface E2eTest {
  name: string;
  run(context: TestContext): Promise<void>;
}

/** Runs the tests one after another, each with its own browser contexts; prints ✓/✗ and a closing line. */
export async function runTests(
  tests: E2eTest[],
  setup: Omit<TestContext, 'newContext'>,
): Promise<{ passed: number; failed: number }> {
  let passed = 0;
  let failed = 0;
  for (const test of tests) {
    const contexts: BrowserContext[] = [];
    const newContext: TestContext['newContext'] = async (options) => {
      const context = await setup.browser.newContext({
        ...options,
        baseURL: options?.baseURL ?? setup.baseUrl,
      });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      return context;
    };
    const started = Date.now();
    try {
      await test.run({ ...setup, newContext });
      passed += 1;
      console.log(`  ✓ ${test.name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed += 1;
      console.log(
        `  ✗ ${test.name}\n    ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  }
  return { passed, failed };
}

/**
 * Opens `path` inside the running app (the router's own navigation, as a link click does): once the page's
 * code runs — the server's page is there first, and a history event before hydration reaches no router.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
