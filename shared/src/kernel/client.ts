/** Typed client of the JSON API; every call goes to `getApiBase()` of the runtime config. */
import type { RefreshResponse } from '../contract';
import { ENDPOINTS } from '../domain/endpoints';
import { TEXTS } from '../domain/texts';
import { getApiBase } from './runtime';
import { endSession, getAccessToken, setAccessToken, syncAccessTokenFromCookie } from './session';

export class ApiError extends Error {
  readonly status: number;
  /** The server's own `{ message }` (Russian), when it sent one. */
  readonly serverMessage: string | null;

  constructor(status: number, serverMessage: string | null) {
    super(serverMessage ?? TEXTS.common.httpErrorLog(status));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a `Blob` (a chosen file) is sent as it is, `application/octet-stream`. */
  body?: unknown;
  /**
   * Adds `Authorization: Bearer <access token>` from the access cookie. A 401 then renews the session once
   * (`refreshSession`) and repeats the call; when the renewal fails too, the session ends in every tab
   * with a notice.
   */
  auth?: boolean;
  /** Sends cookies (the HttpOnly refresh token). */
  credentials?: RequestCredentials;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `blob`: the answer is a file (a PDF, a CSV) to save, not JSON; errors are still read as `{ message }`. */
  as?: 'json' | 'blob';
}

/** `/catalog/menu/` → `/api/catalog/menu/`; absolute URLs pass through. */
export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${getApiBase()}${path.startsWith('/') ? path : `/${path}`}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return null;
}

/** One HTTP exchange: a non-OK answer is logged (spec section 8) and thrown as an ApiError. */
async function send<T>(path: string, options: ApiRequestOptions, token: string | null): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const file = options.body instanceof Blob;
  if (options.body !== undefined)
    headers['Content-Type'] = file ? 'application/octet-stream' : 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(apiUrl(path), {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body:
      options.body === undefined ? undefined : file ? (options.body as Blob) : JSON.stringify(options.body),
    credentials: options.credentials ?? 'same-origin',
    signal: options.signal,
  });
  if (!response.ok) {
    console.error(TEXTS.common.httpErrorLog(response.status));
    throw new ApiError(response.status, messageOf(await readJson(response)));
  }
  return (options.as === 'blob' ? await response.blob() : await readJson(response)) as T;
}

async function renew(): Promise<boolean> {
  try {
    const { accessToken } = await send<RefreshResponse>(ENDPOINTS.refresh, { credentials: 'include' }, null);
    setAccessToken(accessToken);
    return true;
  } catch {
    return false;
  }
}

let renewing: Promise<boolean> | null = null;

/**
 * Asks the server for a new access token with the HttpOnly refresh cookie (`GET /user/refresh`); answers
 * whether the session is still valid. Used when the access token expired and before an order is sent.
 *
 * The server rotates the refresh token and treats a used one presented again as theft (it revokes the
 * session), so two renewals must never race: calls in this tab share one request, and tabs take turns
 * under a Web Lock, the later one taking the token the earlier one already put into the shared cookie.
 */
export function refreshSession(): Promise<boolean> {
  if (!renewing) {
    const before = getAccessToken();
    const run = async (): Promise<boolean> => {
      syncAccessTokenFromCookie();
      const current = getAccessToken();
      return (current !== null && current !== before) || renew();
    };
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    renewing = (locks ? locks.request('shop-session-refresh', run) : run()).finally(() => {
      renewing = null;
    });
  }
  return renewing;
}

/**
 * Calls the API and returns the parsed JSON. A non-OK answer is logged as «HTTP error! Status: {code}»
 * (spec section 8) and thrown as an ApiError carrying the server's Russian message. With `auth`, an
 * expired access token is renewed once and the call repeated; one place does it for every remote.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const token = options.auth ? getAccessToken() : null;
  try {
    return await send<T>(path, options, token);
  } catch (error) {
    if (!(token && error instanceof ApiError && error.status === 401)) throw error;
    if (await refreshSession()) return send<T>(path, options, getAccessToken());
    endSession({ expired: true });
    throw error;
  }
}

export function apiGet<T>(
  path: string,
  options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  return apiRequest<T>(path, options);
}

export function apiPost<T>(
  path: string,
  body: unknown,
  options: Omit<ApiRequestOptions, 'body'> = {},
): Promise<T> {
  return apiRequest<T>(path, { ...options, method: options.method ?? 'POST', body });
}

/** The swr fetcher: the key is the API path, e.g. `useSWR<Category[]>('/catalog/menu/', apiFetcher)`. */
export function apiFetcher<T>(path: string): Promise<T> {
  return apiGet<T>(path);
}

/**
 * Downloads a file the API answers to a logged-in caller (the desk's CSV, an invoice) and saves it as
 * `fileName`: a plain link cannot carry the bearer token, so the file is fetched and handed to the browser.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const blob = await apiRequest<Blob>(path, { auth: true, as: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
