/** A page's document title, in the tab and for search engines: «{heading} — {the shop's name}». */
export const pageTitle = (heading: string, shopName: string): string => `${heading} — ${shopName}`;

/**
 * The contacts map's tiles: OpenStreetMap's by default, whose usage policy asks for the attribution (HTML,
 * shown in the map's corner). Another tile server: change both.
 */
export const MAP_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">участники OpenStreetMap</a>',
  /** Leaflet's own credit, as a plain link (its default prefix also draws a flag). */
  libraryCredit: '<a href="https://leafletjs.com">Leaflet</a>',
  maxZoom: 19,
} as const;

/**
 * The privacy policy's edition (`/include/licenses_detail`). The registration form sends it with the
 * consent, and the server stores which edition the buyer agreed to; a new text gets a new version.
 */
export const PRIVACY_POLICY = {
  version: '1.0',
  /** The date the edition took effect, ISO 8601. */
  effectiveDate: '2026-11-23',
} as const;
