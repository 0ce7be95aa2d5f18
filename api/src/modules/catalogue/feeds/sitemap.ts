import { catalogPath, productPath } from '@shop/shared/domain';
import { INFO_PAGE_PATHS } from '@shop/shared/seo';
import type { Db } from '../../../db/client';
import { memoPerOwner } from '../../../http/cache';
import { itemCodes, productCount, sections } from './service';
import { w3cDate, XML_DECLARATION, xmlText } from './xml';

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A page of the sitemap besides the products: whether it changes with the catalogue (`lastmod`). */
interface Page {
  path: string;
  catalogue: boolean;
}

/**
 * What the sitemap holds, in order: the information pages, every category and listing, then every product
 * by id. Parts are consecutive slices of `perPart` of that sequence.
 */
export interface SitemapPlan {
  pages: Page[];
  products: number;
  perPart: number;
}

export const partCount = ({ pages, products, perPart }: SitemapPlan): number =>
  Math.max(1, Math.ceil((pages.length + products) / perPart));

const plans = memoPerOwner<Omit<SitemapPlan, 'perPart'>>(10 * 60_000, 4);

/** The plan of the catalogue's `version` (read once per version and process). */
export async function sitemapPlan(db: Db, version: string, perPart: number): Promise<SitemapPlan> {
  const plan = await plans(db).get(version, async () => {
    const [found, products] = await Promise.all([sections(db), productCount(db)]);
    const pages: Page[] = [
      ...INFO_PAGE_PATHS.map((path) => ({ path, catalogue: false })),
      ...found.map(({ path }) => ({ path: catalogPath(...path.split('/')), catalogue: true })),
    ];
    return { pages, products };
  });
  return { ...plan, perPart };
}

const sitemapPartPath = (part: number): string => `/sitemap-${part}.xml`;

/** The sitemap index: one entry per part, each with the catalogue's `lastmod`. */
export function sitemapIndex(origin: string, plan: SitemapPlan, modified: Date): string {
  const lastmod = w3cDate(modified);
  const entries = Array.from(
    { length: partCount(plan) },
    (_, i) =>
      `<sitemap><loc>${xmlText(origin + sitemapPartPath(i + 1))}</loc><lastmod>${lastmod}</lastmod></sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
}

const url = (loc: string, lastmod?: string) =>
  `<url><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;

/**
 * Part `part` (from 1) of the sitemap as text in pieces: its pages, then its products read in batches. The
 * information pages carry no `lastmod` (they change with a release, not with the catalogue).
 */
export async function* sitemapPart(
  db: Db,
  origin: string,
  plan: SitemapPlan,
  part: number,
  modified: Date,
): AsyncGenerator<string> {
  const lastmod = w3cDate(modified);
  const start = (part - 1) * plan.perPart;
  const pages = plan.pages.slice(start, start + plan.perPart);
  yield `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
  yield pages.map(({ path, catalogue }) => url(origin + path, catalogue ? lastmod : undefined)).join('');
  const offset = Math.max(0, start - plan.pages.length);
  for await (const codes of itemCodes(db, offset, plan.perPart - pages.length)) {
    yield codes.map((code) => url(origin + productPath(code), lastmod)).join('');
  }
  yield '</urlset>\n';
}
