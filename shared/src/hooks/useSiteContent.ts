import useSWR, { type SWRConfiguration } from 'swr';
import { apiFetcher, usePageDecidedBy } from '@shop/shared/kernel';
import type { InfoPageSlug, SiteContent, SitePage } from '../contract/shop';
import { ENDPOINTS } from '../domain/endpoints';

/** The first wait after a failed call of the site's content, doubled each time up to the last. */
const RETRY_FIRST_MS = 500;
const RETRY_LAST_MS = 15_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The content, asked again after a failure (a restart, a lost connection) until it comes: the frame of every
 * page (header, footer, the title's shop name) is made of it, and stays empty in the meantime rather than
 * broken. Later revalidations that fail keep the content shown (swr keeps the last data).
 */
async function patiently<T>(path: string): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await apiFetcher<T>(path);
    } catch {
      await wait(Math.min(RETRY_FIRST_MS * 2 ** attempt, RETRY_LAST_MS));
    }
  }
}

/**
 * Suspends until there is data: a part of the page waits for its content, never shows it missing. On the
 * server the page's answers are awaited first (swr's server middleware); one given up fails the part, which
 * the browser then renders.
 */
const CONTENT_OPTIONS = {
  suspense: true,
  revalidateIfStale: false,
  revalidateOnFocus: false,
} as const satisfies SWRConfiguration;

/** A GET of the owner's content, suspending until it has it (see `patiently`). */
function useContent<T>(path: string): T {
  return useSWR<T, unknown, typeof CONTENT_OPTIONS>(path, patiently, CONTENT_OPTIONS).data;
}

/**
 * The owner's shop as every page shows it (`GET /site/`): name, contacts, visible pickup points, delivery,
 * the home page's slides. The server renders it into the page and hands it over with the page's answers, so
 * the browser has it without asking; it suspends only where a page is rendered in the browser alone. Not
 * asked again as each part mounts: the shell revalidates it after a navigation (a change shows at the next
 * one).
 */
export function useSiteContent(): SiteContent {
  return useContent<SiteContent>(ENDPOINTS.site);
}

/**
 * The shop's name once the content is in the browser, without waiting for it: a page's tab title needs it, its
 * markup does not. Never asked on the server, where a hook asking the content would hold the whole page
 * behind it (the head names the shop there), so a page's own answers are asked at once.
 */
export function useShopName(): string | undefined {
  const path = typeof window === 'undefined' ? null : ENDPOINTS.site;
  return useSWR<SiteContent>(path, patiently, { revalidateIfStale: false, revalidateOnFocus: false }).data
    ?.shop.name;
}

/**
 * An information page's body as the owner wrote it (`GET /site/pages/{slug}/`, sanitised HTML). It decides
 * the page: the server waits for it past its render budget.
 */
export function useSitePage(slug: InfoPageSlug): SitePage {
  const path = ENDPOINTS.sitePage(slug);
  // Said before swr's hook, whose server middleware asks the API for the path.
  usePageDecidedBy(path);
  return useContent<SitePage>(path);
}
