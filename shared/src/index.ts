// The CSS-module declaration travels with the package, so consumers type-check its components as they are.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css-modules.d.ts" />
/** Public entry of @shop/shared (a Module Federation singleton shared by the shell and every remote). */

export * from './runtime';
export type * from './types';
export * from './constants';
export { TEXTS } from './texts';
export { SITE } from './site';
export * from './format';

export {
  ApiError,
  apiUrl,
  apiRequest,
  apiGet,
  apiPost,
  apiFetcher,
  type ApiRequestOptions,
} from './api/client';

export { useShopStore, type ShopState, type ShopActions } from './store/shopStore';
export type { StoredState, StoredKey } from './store/storage';
export * from './store/selectors';
export { toStoredItem } from './store/items';

export { useAuth, refreshSession, type AuthState } from './auth/useAuth';
export { getAccessToken, setAccessToken, clearAccessToken } from './auth/session';

export { REGIONS, DEFAULT_CITY, type Region } from './data/regions';
export { PICKUP_POINTS, pickupDelivery, type PickupPoint } from './data/pickupPoints';
export * from './data/navigation';

export { Modal, type ModalProps } from './ui/Modal';
export { Spinner, type SpinnerProps } from './ui/Spinner';
export { ErrorNotice, type ErrorNoticeProps } from './ui/ErrorNotice';
export { VisuallyHidden } from './ui/VisuallyHidden';
