import { createHash } from 'node:crypto';
import {
  INFO_PAGE_SLUGS,
  type InfoPageSlug,
  type PickupPointSetting,
  SHOP_SECTIONS,
  type ShopSettings,
  type SiteContent,
  type SitePage,
  shopSectionSchemas,
} from '@shop/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { SEED } from './seed';
import { readStored } from './store';

/** The owner's shop as the rest of the server reads it (`app.shop`). */
export interface ShopService {
  /** Every section as stored (a section never saved: its seed), memoised by the catalogue's version. */
  settings(): Promise<ShopSettings>;
  /** What `GET /site/` answers: visible pickup points, slides and cards only. */
  content(): Promise<SiteContent>;
  /** An information page's body; null for a slug that is none of INFO_PAGE_SLUGS. */
  page(slug: string): Promise<SitePage | null>;
}

/** `GET /site/`'s answer with its ETag, made once per version of the settings. */
export interface SiteAnswer {
  content: SiteContent;
  etag: string;
}

/** `/site/` and `/site/pages/{slug}/` (a query string is ignored): what `app.shop.get` answers. */
const SITE_PATH = /^\/site\/?(?:pages\/([^/?]+)\/?)?(?:\?|$)/;
export const NO_SUCH_PAGE = 'Такой страницы нет';

const isPageSlug = (slug: string): slug is InfoPageSlug =>
  (INFO_PAGE_SLUGS as readonly string[]).includes(slug);

/** A path segment as written, or as it came when it is not valid percent-encoding (then no page has it). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Every section's value: the stored one, checked again by today's schema (a field added since gets its
 * default); a section never saved, or one today's schema refuses (logged), reads as its seed.
 */
export async function readSettings(db: Db, log: FastifyBaseLogger): Promise<ShopSettings> {
  const stored = await readStored(db);
  const entries = SHOP_SECTIONS.map((section) => {
    const row = stored.get(section);
    if (!row) return [section, SEED[section]];
    const parsed = shopSectionSchemas[section].safeParse(row.value);
    if (parsed.success) return [section, parsed.data];
    log.error({ section, issue: parsed.error.issues[0] }, 'stored shop settings refused: read as seed');
    return [section, SEED[section]];
  });
  return Object.fromEntries(entries) as ShopSettings;
}

export function siteContent(settings: ShopSettings): SiteContent {
  return {
    shop: settings.shop,
    requisites: settings.requisites,
    pickupPoints: settings.pickupPoints.points.filter((p) => p.visible) as PickupPointSetting[],
    delivery: settings.delivery,
    home: {
      slides: settings.home.slides.filter((s) => s.visible),
      promos: settings.home.promos.filter((p) => p.visible),
    },
    stock: settings.stock,
  };
}

/** A weak ETag of a JSON answer: the SHA-1 of its text. */
export const etagOf = (body: unknown): string =>
  `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;

/**
 * The settings read once per change this process knows of (`stamp`: the catalogue's change count, moved by
 * every settings write here, a peer's word or the database's version read within a second), so a page asks
 * the database nothing while nothing changed.
 */
export class Shop implements ShopService {
  private memo: { stamp: number; settings: Promise<ShopSettings> } | undefined;
  private readonly answers = new WeakMap<ShopSettings, SiteAnswer>();

  constructor(
    private readonly db: Db,
    private readonly stamp: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  settings(): Promise<ShopSettings> {
    // The stamp is taken before the read: a change that lands during it moves the stamp and is read again.
    const stamp = this.stamp();
    if (this.memo?.stamp === stamp) return this.memo.settings;
    const settings = readSettings(this.db, this.log);
    const memo = { stamp, settings };
    this.memo = memo;
    settings.catch(() => {
      if (this.memo === memo) this.memo = undefined;
    });
    return settings;
  }

  async siteAnswer(): Promise<SiteAnswer> {
    const settings = await this.settings();
    let answer = this.answers.get(settings);
    if (!answer) {
      const content = siteContent(settings);
      answer = { content, etag: etagOf(content) };
      this.answers.set(settings, answer);
    }
    return answer;
  }

  async content(): Promise<SiteContent> {
    return (await this.siteAnswer()).content;
  }

  async page(slug: string): Promise<SitePage | null> {
    if (!isPageSlug(slug)) return null;
    const { pages } = (await this.settings()).pages;
    return { slug, html: pages[slug]?.html ?? SEED.pages.pages[slug]?.html ?? '' };
  }

  /**
   * A GET of the site's routes asked in process (`/site/…` below the API's base), answered as the HTTP route
   * answers it, without the HTTP pipeline (the server renderer's page data); null for any other path.
   */
  get(apiPath: string): Promise<{ status: number; body: unknown }> | null {
    const match = SITE_PATH.exec(apiPath);
    if (!match) return null;
    const slug = match[1];
    if (slug === undefined) return this.content().then((body) => ({ status: 200, body }));
    return this.page(decoded(slug)).then((page) =>
      page ? { status: 200, body: page } : { status: 404, body: { message: NO_SUCH_PAGE } },
    );
  }
}
