import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ENDPOINTS, type InfoPageSlug, type SitePage } from '@shop/shared';
import { INFO_PAGE_SLUGS } from '@shop/shared/contract';
import App from '../App';

export type PageBodies = Partial<Record<InfoPageSlug, string>>;

/** A page's body as a test gives it unless told: a paragraph naming the page. */
export const bodyOf = (slug: InfoPageSlug): string => `<p>Текст владельца: ${slug}</p>`;

/**
 * Every information page's body (`GET /site/pages/{slug}/`), as the server's page data has them: `pages`,
 * the others as `bodyOf` writes them. Laid over the cache `renderAt` gives (the site's content).
 */
export function WithPages({ pages = {}, children }: { pages?: PageBodies; children: ReactNode }) {
  const fallback = Object.fromEntries(
    INFO_PAGE_SLUGS.map((slug): [string, SitePage] => [
      ENDPOINTS.sitePage(slug),
      { slug, html: pages[slug] ?? bodyOf(slug) },
    ]),
  );
  return <SWRConfig value={{ fallback }}>{children}</SWRConfig>;
}

/** The remote's routes with every page's body at hand (`expectPageAt`, `renderAt`). */
export function InfoApp({ pages }: { pages?: PageBodies }) {
  return (
    <WithPages pages={pages}>
      <App />
    </WithPages>
  );
}
