/** Business constants and limits of spec section 9 (and the storage names of sections 3 and 9). */

// Listings and search
export const LISTING_PAGE_SIZE = 20;
export const FIRST_PAGE = 1;
/** Listing sort orders (spec section 4): the API accepts exactly these. */
export const SORT_ORDERS = ['name_asc', 'name_desc', 'price_asc', 'price_desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = 'name_asc';
/** Search results add their own first order, best match first; the listing's four follow. */
export const SEARCH_SORT_ORDERS = ['relevance', ...SORT_ORDERS] as const;
export type SearchSortOrder = (typeof SEARCH_SORT_ORDERS)[number];
export const DEFAULT_SEARCH_SORT: SearchSortOrder = 'relevance';
export const PAGINATION = { marginPages: 2, pageRange: 3, previousLabel: '<', nextLabel: '>' } as const;
export const SEARCH_DEBOUNCE_MS = 1000;
export const SEARCH_MAX_RESULTS = 10;
/** The most results one search answer may hold (the full results page asks for this many). */
export const SEARCH_LIMIT_MAX = 50;
/** Search counts and ranks at most this many matches (its bound on cost); more read «более 500». */
export const SEARCH_TOTAL_MAX = 500;
export const SEARCH_BLUR_CLOSE_MS = 150;
export const ERROR_MESSAGE_MS = 3500;
export const LISTING_SPINNER_MS = 1000;
export const RIPPLE_MS = 1200;
export const HOME_MAX_CATEGORIES = 15;
export const CATEGORY_CARD_COLLAPSED_PX = 50;
export const CATEGORY_CARD_EXPANDED_PX = 800;
/** A category card gets the expand toggle when it has more subcategories than this. */
export const CATEGORY_CARD_TOGGLE_AFTER = 2;
export const HERO_SLIDER = { spaceBetween: 16, slidesPerView: 1, autoplayDelayMs: 3000, slides: 5 } as const;

// Orders and the admin price tool: limits the API enforces
export const MAX_ORDER_LINES = 100;
export const MAX_ITEM_COUNT = 999;
/** A price change outside these bounds is refused: one typo must not wipe out or multiply every price. */
export const MIN_PRICE_CHANGE_PERCENT = -90;
export const MAX_PRICE_CHANGE_PERCENT = 1000;
/** No price may be above this (whole roubles): the price tool and a product's edit refuse more. */
export const MAX_PRICE = 100_000_000;

// Money
export const CURRENCY = 'руб.';
export const VAT_PERCENT = 20;

// Returns and warranty (days unless named otherwise)
export const RETURNS = {
  refusalDays: 7,
  properQualityReturnDays: 14,
  faultyReplacementDays: 7,
  examinationUpToDays: 20,
  refundWithinDays: 10,
  lockWarrantyCycles: 10000,
} as const;

// Other
/** The contacts map (spec section 2): its centre [latitude, longitude] and zoom. */
export const CONTACTS_MAP = { center: [48, 38.3], zoom: 9.2 } as const;
export const CARD_AUTH_RETRY_MINUTES = 20;
export const ASSEMBLY_ROOM_TEMPERATURE_C = '18–22';
export const TENDER_SPEC_TIME = 'от 4 часов до 2 дней';
export const PAYMENT_METHODS_COUNT = 7;
/** The three inconsistent catalogue sizes the shop states about itself (spec section 1). */
export const CATALOGUE_SIZE_CLAIMS = ['35000', '15000', 'более 15 000'] as const;
export const PHONE_MASK = '+7 999 999 99 99';

/** Browser storage keys: exactly these, each holding plain JSON. */
export const STORAGE_KEYS = {
  basket: 'basket',
  favorite: 'favorite',
  compare: 'compare',
  city: 'city',
  pendingOrder: 'pendingOrder',
  placedOrders: 'placedOrders',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The access token cookie, readable by page scripts (path `/`); the refresh token is an HttpOnly cookie. */
/** How many orders placed from this browser are kept under `placedOrders` (the newest). */
export const MAX_PLACED_ORDERS = 50;

export const ACCESS_TOKEN_COOKIE = 'accessToken';
