/**
 * The API's paths (spec section 7), relative to the runtime's `apiBase` (`/api`): every client call and
 * the API's own contract test build their URLs here.
 */
import type { SearchSortOrder, SortOrder } from './constants';
import { type ListingFilters, writeFilters } from './filters';

const encode = encodeURIComponent;

export interface ListingParams {
  limit: number;
  page: number;
  sort: SortOrder;
  filters?: ListingFilters;
}

/** The filters as `{prefix}price_to=…&f.…`, or nothing when none is chosen. */
const filterQuery = (prefix: '?' | '&', filters: ListingFilters | undefined): string => {
  const query = filters ? writeFilters(filters).toString() : '';
  return query ? `${prefix}${query}` : '';
};

/** Sent with every try of one order: the same key of the same buyer never stores a second order. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const ENDPOINTS = {
  catalogTree: '/catalog/',
  catalogMenu: '/catalog/menu/',
  category: (slug: string) => `/catalog/${encode(slug)}/`,
  /** A listing of the catalogue page at `pagePath` (`/catalog/seyfy/dlya-oruzhiya`): the same path. */
  listing: (pagePath: string, { limit, page, sort, filters }: ListingParams) =>
    `${pagePath.replace(/\/+$/, '')}/?limit=${limit}&page=${page}&sort=${sort}${filterQuery('&', filters)}`,
  /** What the filter panel of that listing offers with `filters` chosen. */
  listingFilters: (pagePath: string, filters: ListingFilters) =>
    `${pagePath.replace(/\/+$/, '')}/filters/${filterQuery('?', filters)}`,
  item: (itemCode: string) => `/catalog/item/${encode(itemCode)}/`,
  items: (itemCodes: readonly string[]) => `/catalog/items/?codes=${itemCodes.map(encode).join(',')}`,
  /** A product or section picture drawn by the API: `catalogImage('safe-1-1')`. */
  catalogImage: (name: string) => `/catalog/images/${encode(name)}.svg`,
  /** A file made from an uploaded product picture (content-named, cached for good). */
  picture: (file: string) => `/pictures/${encode(file)}`,
  /** Administrators: a product's uploaded pictures; an upload (the file as the body), their order. */
  itemPictures: (itemCode: string) => `/pictures/item/${encode(itemCode)}/`,
  itemPicturesOrder: (itemCode: string) => `/pictures/item/${encode(itemCode)}/order/`,
  itemPicture: (itemCode: string, id: number) => `/pictures/item/${encode(itemCode)}/${id}/`,
  itemPictureMain: (itemCode: string, id: number) => `/pictures/item/${encode(itemCode)}/${id}/main/`,
  /** The dropdown asks the first `limit`; the results page a page in a sort, with its filters, as well. */
  search: (
    query: string,
    limit?: number,
    paging?: { page: number; sort: SearchSortOrder; filters?: ListingFilters },
  ) =>
    `/catalog/search/?query=${encode(query)}&type=products${limit ? `&limit=${limit}` : ''}` +
    (paging ? `&page=${paging.page}&sort=${paging.sort}${filterQuery('&', paging.filters)}` : ''),
  /** What the filter panel of the search results offers with `filters` chosen. */
  searchFilters: (query: string, filters: ListingFilters) =>
    `/catalog/search/filters/?query=${encode(query)}${filterQuery('&', filters)}`,

  registration: '/user/registration',
  login: '/user/login',
  refresh: '/user/refresh',
  logout: '/user/logout',
  userInfo: '/user/info',
  changeInfo: '/user/changeInfo',
  changePassword: '/user/changePassword',
  /** The one-time links of the account letters, recovery and deletion. */
  confirmEmail: '/user/confirmEmail',
  resendConfirmation: '/user/resendConfirmation',
  recovery: '/user/recovery',
  resetPassword: '/user/resetPassword',
  changeEmail: '/user/changeEmail',
  acceptInvitation: '/user/acceptInvitation',
  deleteAccount: '/user/deleteAccount',
  sendOrder: '/user/sendOrder',
  orders: '/user/orders',
  /** The buyer's cancel of their own order while it is «Новый», and the invoice of a legal entity's order. */
  orderCancel: (orderId: number) => `/user/orders/${orderId}/cancel/`,
  orderInvoice: (orderId: number) => `/user/orders/${orderId}/invoice.pdf`,

  callback: '/callback/',

  adminItemPrice: (itemCode: string) => `/admin/updatePrice/${encode(itemCode)}/`,
  /** No slugs: every product; one to three slugs: that category, subcategory or second-level section. */
  adminPrices: (...slugs: string[]) =>
    `/admin/${slugs.map((slug) => `${encode(slug)}/`).join('')}updatePrices/`,
  adminAvailability: '/admin/checkAvailability/',
  /** The price tool's history, newest first, and the undo of one change. */
  adminPriceChanges: (page: number) => `/admin/priceChanges/?page=${page}`,
  adminRevert: (changeId: number) => `/admin/priceChanges/${changeId}/revert/`,
  /** «Товары»: find (query string of the list), one product, its sale state, history and undo. */
  adminProducts: (query: string) => `/admin/products/${query ? `?${query}` : ''}`,
  adminProduct: (itemCode: string) => `/admin/products/${encode(itemCode)}/`,
  adminProductSale: (itemCode: string, onSale: boolean) =>
    `/admin/products/${encode(itemCode)}/${onSale ? 'onSale' : 'offSale'}/`,
  adminProductChanges: (itemCode: string) => `/admin/products/${encode(itemCode)}/changes/`,
  adminProductUndo: (changeId: number) => `/admin/products/changes/${changeId}/undo/`,
  /** «Импорт и экспорт»: a file's preview (its query string), its apply, the CSV export. */
  adminImportPreview: (query: string) => `/admin/catalogueFiles/preview/?${query}`,
  adminImportApply: '/admin/catalogueFiles/apply/',
  adminExport: (section?: string) =>
    `/admin/catalogueFiles/export.csv${section ? `?section=${encodeURIComponent(section)}` : ''}`,
  /** «Обмен с 1С»: the exchanges and the groups' sections; one group's section; a refused sweep confirmed. */
  exchange1c: '/admin/exchange-1c/',
  exchange1cGroup: (groupId: string) => `/admin/exchange-1c/groups/${encode(groupId)}/`,
  exchange1cSweep: (id: number) => `/admin/exchange-1c/${id}/sweep/`,
  /** The owner's shop as every page shows it (SiteContent), and one information page's body. */
  site: '/site/',
  sitePage: (slug: string) => `/site/pages/${encode(slug)}/`,
  /** «Настройки» (administrators): every section, one section's edit, the history and its undo. */
  adminSettings: '/admin/settings/',
  adminSettingsSection: (section: string) => `/admin/settings/${encode(section)}/`,
  adminSettingsChanges: (page: number) => `/admin/settings/changes/?page=${page}`,
  adminSettingsUndo: (changeId: number) => `/admin/settings/changes/${changeId}/undo/`,
  /** A picture for a slide or a promo card (the file as the body), and a page body as it will be published. */
  adminSettingsPicture: '/admin/settings/pictures/',
  adminSettingsPreview: '/admin/settings/pages/preview/',
  /** The price types the last offers.xml carried. */
  exchange1cPriceTypes: '/admin/exchange-1c/priceTypes/',
  /** «Резервные копии»: the list and schedule, a copy made now, one copy's file. */
  adminBackups: '/admin/backups/',
  adminBackup: (name: string) => `/admin/backups/${encode(name)}`,

  /** The order desk (staff): the list with the desk's own query string (filters and page), its CSV. */
  deskOrders: (query: string) => `/desk/orders/${query ? `?${query}` : ''}`,
  deskCsv: (query: string) => `/desk/orders.csv${query ? `?${query}` : ''}`,
  deskOrder: (orderId: number) => `/desk/orders/${orderId}/`,
  deskStatus: (orderId: number) => `/desk/orders/${orderId}/status/`,
  deskComment: (orderId: number) => `/desk/orders/${orderId}/comment/`,
  deskInvoice: (orderId: number) => `/desk/orders/${orderId}/invoice.pdf`,
  /** Administrators only: who is a manager, and the grant or removal of that role by e-mail. */
  deskStaff: '/desk/staff/',
} as const;
