/** The shop's own contact details: the one place to change them. */
const PHONE_DIGITS = '79491234567';

export const SITE = {
  companyName: 'МеталлСейф',
  slogan: 'Сейфы, металлическая мебель и системы хранения',
  phone: '+7 949 123 45 67',
  phoneHref: `tel:+${PHONE_DIGITS}`,
  email: 'info@seyf-shop.ru',
  emailHref: 'mailto:info@seyf-shop.ru',
  /** The messenger chat link carries the phone number (spec section 2). */
  messengerName: 'WhatsApp',
  messengerHref: `https://wa.me/${PHONE_DIGITS}`,
  workHours: 'с 9:00 до 19:00 без выходных',
} as const;

/** A page's document title, in the tab and for search engines: «{heading} — {the shop's name}». */
export const pageTitle = (heading: string, shopName: string): string => `${heading} — ${shopName}`;

/**
 * The value of a field the spec leaves empty and only the shop's owner can give (requisites): shown as
 * it is, so a page never states an invented figure. Replace each use below with the real value.
 */
export const OWNER_FILLS_IN = 'указывается владельцем магазина';

export interface PlaceholderRequisites {
  fullName: string;
  inn: string;
  kpp: string;
  ogrn: string;
  legalAddress: string;
  bankName: string;
  bik: string;
  settlementAccount: string;
  correspondentAccount: string;
}

/**
 * The seller's requisites (`/company/rekvizity`); the privacy policy names the same legal entity as the
 * operator of personal data. The spec gives none of them (docs/spec-deviations.md).
 */
export const REQUISITES: Readonly<PlaceholderRequisites> = {
  fullName: OWNER_FILLS_IN,
  inn: OWNER_FILLS_IN,
  kpp: OWNER_FILLS_IN,
  ogrn: OWNER_FILLS_IN,
  legalAddress: OWNER_FILLS_IN,
  bankName: OWNER_FILLS_IN,
  bik: OWNER_FILLS_IN,
  settlementAccount: OWNER_FILLS_IN,
  correspondentAccount: OWNER_FILLS_IN,
};

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
