/**
 * What the site server (server/src/site/, run by Node) and the renderer it loads (render.tsx, built by
 * webpack into dist/server/render.js) pass each other. Plain types only, so the server's type check does not
 * reach into the browser code.
 */
import type { Readable } from 'node:stream';

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  hostname: string;
  /** The site's address as the visitor reached it, for the canonical and Open Graph addresses. */
  origin: string;
  /** The runtime config the browser reads from /remotes.json. */
  config: { remotes: Record<string, string>; apiBase: string; adminHosts: string[] };
  /** Each remote's Node container: a `file:` URL of its build on this machine, or another server's URL. */
  serverEntries: Record<string, string>;
  /** A GET of the API (a path of ENDPOINTS, without the API's base): its status and parsed body. */
  api(path: string): Promise<{ status: number; body: unknown }>;
  /** How long the server waits for code and data before it sends what it has (the browser finishes). */
  budgetMs: number;
  /**
   * How long the server waits, past the budget, for an answer that decides whether the page exists (a
   * product, a category, a listing), so that its status is known before the first byte.
   */
  existenceLimitMs: number;
  /** The CSP nonce of this answer: React's inline scripts of a streamed part carry it. */
  nonce: string;
}

export interface RenderedPage {
  /**
   * 404: the page said it is not found. Another 4xx: the API refused the address of an answer deciding the
   * page (a filter value it does not take): the page shows its error state. 503: an answer deciding whether
   * it exists did not come within `existenceLimitMs` (or failed): the page goes with its skeleton for the
   * browser to finish, and a crawler is told to come back rather than index it or drop it.
   */
  status: number;
  /**
   * Rendered whole within the budget, every remote loaded and every API answer handed over: the same page
   * for every visitor of the address (the renderer sees no cookie, header or address of the visitor's).
   * A page missing a part (left to the browser) is not kept for others.
   */
  complete: boolean;
  /** Where the page belongs instead (path and query, e.g. a listing's last page): answered with a 302. */
  redirect: string | null;
  /**
   * The page's press recorder (./pressReplay.ts), `<title>`, description, robots, canonical address, Open Graph
   * and Twitter tags, JSON-LD.
   */
  head: string;
  /** The `<script type="application/json">` element of the state the browser hydrates with. */
  stateElement: string;
  /** The markup of `#root`, streamed. */
  html: Readable;
}

export type RenderPage = (request: RenderRequest) => Promise<RenderedPage>;

/** What `dist/server/render.js` exports. */
export interface Renderer {
  renderPage: RenderPage;
  /**
   * The version of each remote's Node container (by name, as in `serverEntries`) as last revalidated (at
   * most a second ago, or a revalidation is started); null: not reachable.
   */
  remoteVersions(serverEntries: Record<string, string>): Record<string, string | null>;
}
