/**
 * The one place where the server writes a page's head: what the page said of itself while rendering
 * (`PageReport`, fed by `useSeoPage`, `usePageTitle` and `useNotFoundStatus`) becomes, through the pure
 * builders of `@shop/shared/seo`, its `<title>`, description, robots, canonical address, Open Graph and
 * Twitter tags and its JSON-LD.
 */
import type { PageStatus, SeoPage, SiteContent } from '@shop/shared';
import { headHtml, jsonLdScripts, pageJsonLd, pageMeta } from '@shop/shared/seo';

/** What a page said of itself while it rendered on the server. */
export class PageReport implements PageStatus {
  heading: string | null = null;
  page: SeoPage | null = null;
  notFound = false;
  /** The API paths whose answers decide whether the page exists. */
  readonly decidingPaths = new Set<string>();
  redirectTo: string | null = null;
  setTitle(heading: string) {
    this.heading = heading;
  }
  describe(page: SeoPage) {
    this.page = page;
  }
  markNotFound() {
    this.notFound = true;
  }
  decidedBy(path: string) {
    this.decidingPaths.add(path);
  }
  redirect(location: string) {
    this.redirectTo = location;
  }
}

/**
 * What the page is for crawlers: not found; a page of browser storage or a login (`browserOnly`, not
 * rendered here); what it said it is; otherwise an information page with the heading it named (none when
 * its remote did not render: the site's title).
 */
export function seoPageOf(report: PageReport, pathname: string, browserOnly: boolean): SeoPage {
  if (report.notFound) return { kind: 'notFound', path: pathname };
  if (browserOnly) return { kind: 'private', path: pathname };
  if (report.page) return report.page;
  return { kind: 'info', path: pathname, ...(report.heading === null ? {} : { title: report.heading }) };
}

/**
 * The head of a page of the owner's shop (`site`) as HTML: `<title>` and the tags of `pageMeta`, then its
 * JSON-LD elements (data, not scripts: the CSP does not apply to them, and `<` is escaped so no text ends the
 * element).
 */
export function pageHead(page: SeoPage, origin: string, site: SiteContent): string {
  return `${headHtml(pageMeta(page, origin, site.shop))}${jsonLdScripts(pageJsonLd(page, origin, site))}`;
}
