// Placeholder for settings-api's module (h/settings-api): only the decorator's type, so the consumers compile
// before that branch is merged. Replaced by settings-api's file at the merge.
import type { ShopSettings, SitePage, SiteContent } from '@shop/shared/contract';

export interface ShopService {
  settings(): Promise<ShopSettings>;
  content(): Promise<SiteContent>;
  page(slug: string): Promise<SitePage | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopService;
  }
}
