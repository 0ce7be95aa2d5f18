// The CSS-module declaration travels with the package, so consumers type-check its components as they are.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css-modules.d.ts" />
/**
 * `@shop/shared`: the library every browser app bundles (contract types, domain facts, formatting, texts, UI
 * primitives). The kernel (`./kernel`: store, session, runtime config, page status) is re-exported by its name, so
 * the federation still hands every app its one shared instance. The contract only as types, so zod never
 * reaches the browser.
 */

// Named one by one, not `export *`: webpack's persistent cache can lose the exports of a module the federation
// provides, and an app then gets a namespace without them (a test keeps this list whole).
export {
  configureRuntime,
  getRuntimeConfig,
  getApiBase,
  DEFAULT_API_BASE,
  ApiError,
  apiUrl,
  apiRequest,
  apiGet,
  apiPost,
  apiFetcher,
  downloadFile,
  refreshSession,
  useSessionStore,
  getAccessToken,
  setAccessToken,
  clearAccessToken,
  endSession,
  dismissSessionNotice,
  syncAccessTokenFromCookie,
  useShopStore,
  readAllStored,
  PageStatusContext,
  useSeoPage,
  useNotFoundStatus,
  usePageDecidedBy,
  usePageRedirect,
  openCallbackForm,
  requestLayoutDialog,
  requestLogin,
  useLayoutDialogRequests,
  type RuntimeConfig,
  type ApiRequestOptions,
  type ShopState,
  type ShopActions,
  type PageStatus,
  type LayoutDialog,
} from '@shop/shared/kernel';

export * from './domain';
export type * from './contract';
export type * from './exposes';

export { useApi } from './api/useApi';

export * from './store/selectors';
export { toStoredItem } from './store/items';

export { usePageTitle } from './hooks/usePageTitle';
export { useSiteContent, useSitePage } from './hooks/useSiteContent';
export type { SeoPage } from './seo/meta';
export { useInBrowser } from './hooks/useInBrowser';
export { useFreshEntries, type FreshLine } from './hooks/useFreshEntries';
export { useAuth, type AuthState } from './auth/useAuth';

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
