/**
 * `@shop/shared/kernel`: what every part of a page must see as one object, shared in the federation as a
 * singleton under the version in `version.json` (the rule is in docs/architecture/kernel.md): the runtime
 * config, the session and the API client that renews it, the shop store with its storage sync, the page
 * status the server renderer reads, and the layout's dialog requests. The rest of `@shop/shared` is a library
 * each app bundles; it reaches these only through this entry, by name, so that the federation can swap in
 * the one shared instance.
 */

export {
  configureRuntime,
  getRuntimeConfig,
  getApiBase,
  DEFAULT_API_BASE,
  type RuntimeConfig,
} from './runtime';

export {
  ApiError,
  apiUrl,
  apiRequest,
  apiGet,
  apiPost,
  apiFetcher,
  downloadFile,
  refreshSession,
  type ApiRequestOptions,
} from './client';

export {
  useSessionStore,
  getAccessToken,
  setAccessToken,
  clearAccessToken,
  endSession,
  dismissSessionNotice,
  syncAccessTokenFromCookie,
} from './session';

export { useShopStore, type ShopState, type ShopActions } from './shopStore';
export { readAllStored } from './storage';

export {
  PageStatusContext,
  useSeoPage,
  useNotFoundStatus,
  usePageDecidedBy,
  usePageRedirect,
  type PageStatus,
} from './pageStatus';

export {
  openCallbackForm,
  requestLayoutDialog,
  requestLogin,
  useLayoutDialogRequests,
  type LayoutDialog,
} from './layoutDialogs';
