// The CSS-module declaration travels with the package, so consumers type-check its components as they are.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css-modules.d.ts" />
/**
 * `@shop/shared`: what the browser apps share (a Module Federation singleton, so every part of a page sees
 * one store and one runtime config). The domain facts are re-exported here; the contract only as types,
 * so zod never reaches the browser.
 */

export * from './domain';
export type * from './contract';
export * from './runtime';
export type * from './exposes';

export {
  ApiError,
  apiUrl,
  apiRequest,
  apiGet,
  apiPost,
  apiFetcher,
  downloadFile,
  type ApiRequestOptions,
} from './api/client';
export { useApi } from './api/useApi';

export { useShopStore, type ShopState, type ShopActions } from './store/shopStore';
export * from './store/selectors';
export { toStoredItem } from './store/items';

export { usePageTitle } from './hooks/usePageTitle';
export {
  PageStatusContext,
  useNotFoundStatus,
  usePageRedirect,
  useSeoPage,
  type PageStatus,
} from './hooks/pageStatus';
export type { SeoPage } from './seo/meta';
export { useInBrowser } from './hooks/useInBrowser';
export {
  openCallbackForm,
  requestLayoutDialog,
  requestLogin,
  useLayoutDialogRequests,
  type LayoutDialog,
} from './hooks/layoutDialogs';

export { useAuth, refreshSession, type AuthState } from './auth/useAuth';
export { getAccessToken, setAccessToken, clearAccessToken, dismissSessionNotice } from './auth/session';

export { sendPendingOrder, sendOrderRequest, type SendOrderResult } from './orders/sendPendingOrder';

export { Modal, type ModalProps } from './ui/Modal';
export { Spinner, type SpinnerProps } from './ui/Spinner';
export { Skeleton, type SkeletonProps } from './ui/Skeleton';
export { ErrorNotice, type ErrorNoticeProps } from './ui/ErrorNotice';
export { VisuallyHidden } from './ui/VisuallyHidden';
export { RequiredMark } from './ui/RequiredMark';
export { NotFoundPage } from './ui/NotFoundPage';
export { QuantityControl, type QuantityControlProps } from './ui/QuantityControl';
export { AddToBasket, type AddToBasketProps } from './ui/AddToBasket';
export { ProductToggles } from './ui/ProductToggles';
export { Prices, type PricesProps } from './ui/Prices';
export { ProductImage, type ProductImageProps } from './ui/ProductImage';
