/**
 * Contract types of the JSON API (spec section 7, shapes fixed in ARCHITECTURE.md "The API").
 * Shared by the API client, the remotes and the store.
 */

export type SortOrder = 'name_asc' | 'name_desc' | 'price_asc' | 'price_desc';

export interface ProductProp {
  key: string;
  value: string;
}

export interface Product {
  name: string;
  itemCode: string;
  /** Display string such as "12 990 руб."; null when the item has no price (then it is not in stock). */
  newPrice: string | null;
  oldPrice: string | null;
  /** Listing and search responses carry one image, the item response an array. */
  image?: string;
  images?: string[];
  /** Saving in whole roubles. */
  discount: number | null;
  discountPercentage: number | null;
  dimensions: string | null;
  /** Kilograms. */
  weight: number | null;
  /** Product page path, `/catalog/product?productCode={itemCode}`. */
  link: string;
  props: ProductProp[];
  /** Sent by our API (true when there is a new price); the spec derives availability from newPrice. */
  available?: boolean;
}

export interface SubcategoryLink {
  subcategoryName: string;
  subcategoryLink: string;
}

export interface Subcategory extends SubcategoryLink {
  itemsCount: number;
  imageSrc: string;
  subcategories: SubcategoryLink[];
}

export interface Category {
  _id: string;
  categoryName: string;
  categoryLink: string;
  categoryImg: string;
  subcategories: Subcategory[];
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface ListingResponse {
  /** The section's name (sent by our API beyond the spec). */
  title?: string;
  products: Product[];
  pagination: Pagination;
}

export interface SearchResponse {
  results: Product[];
  /** The query the results were found for: the corrected one after a typo or keyboard-layout fix. */
  query?: string;
  /** True when the API searched for `query` instead of what was typed. */
  corrected?: boolean;
}

export interface MessageResponse {
  message: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  accessToken: string;
  refreshToken: string;
}

export interface RegistrationRequest {
  name: string;
  email: string;
  phoneNumber: string;
  password: string;
}

export interface UserInfo {
  name: string;
}

export interface UserProfile {
  lastName: string;
  name: string;
  surname: string;
  email: string;
}

/** The update payload spells the middle name `surename` (spec section 3). */
export interface ProfileUpdateRequest {
  lastName: string;
  name: string;
  surename: string;
  email: string;
}

export interface PrivateBuyer {
  lastName: string;
  firstName: string;
  middleName: string;
  phone: string;
  email: string;
}

export interface LegalBuyer extends PrivateBuyer {
  inn: string;
  companyName: string;
  legalAddress: string;
  kpp: string;
}

export type Buyer = PrivateBuyer | LegalBuyer;

export interface PickupDelivery {
  id: number;
  type: 'pickup';
  title: string;
  location: string;
  meta?: string;
  description: string;
}

export interface CourierDelivery {
  type: 'delivery';
  city: string;
  address: string;
}

export type Delivery = PickupDelivery | CourierDelivery;

export type PayType = 'CASH';

export interface OrderItemRequest {
  itemCode: string;
  count: number;
}

export interface SendOrderRequest {
  address: Delivery;
  itemCode: OrderItemRequest[];
  user: Buyer;
}

export interface SendOrderResponse {
  message: string;
  orderId?: number;
}

/** An item of the basket, favourites or compare list as kept in browser storage (spec section 3). */
export interface StoredItem {
  name: string;
  newPrice: string | null;
  oldPrice: string | null;
  count: number;
  link: string;
  image: string;
  discount: number | null;
  discountPercentage: number | null;
  itemCode: string;
  props: ProductProp[];
}

export interface OrderSummary {
  id: number;
  items: StoredItem[];
  address: Delivery;
  status: string;
  totalPrice: number;
  timestamp: string;
}

export interface OrdersResponse {
  orders: OrderSummary[];
}

/** Saved under `pendingOrder` before sending, kept for a retry when sending fails. */
export interface PendingOrder {
  user: Buyer;
  delivery: Delivery;
  items: StoredItem[];
  payType: PayType;
  totalPrice: number;
  oldPrice: number;
  /** ISO date-time. */
  timestamp: string;
}

export interface CityPreference {
  city: string;
}

export interface CallbackRequest {
  name: string;
  phone: string;
}

export interface AdminPercentageRequest {
  percentage: number;
}

export interface AdminAvailabilityRequest {
  itemCode: string;
}
