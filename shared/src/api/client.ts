/** Typed client of the JSON API; every call goes to `getApiBase()` of the runtime config. */
import { TEXTS } from '../domain/texts';
import { getApiBase } from '../runtime';
import { getAccessToken } from '../auth/session';

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
  /** Sent as JSON. */
  body?: unknown;
  /** Adds `Authorization: Bearer <access token>` from the access cookie. */
  auth?: boolean;
  /** Sends cookies (the HttpOnly refresh token). */
  credentials?: RequestCredentials;
  headers?: Record<string, string>;
  signal?: AbortSignal;
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

/**
 * Calls the API and returns the parsed JSON. A non-OK answer is logged as «HTTP error! Status: {code}»
 * (spec section 8) and thrown as an ApiError carrying the server's Russian message.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.auth) {
    const token = getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  const response = await fetch(apiUrl(path), {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: options.credentials ?? 'same-origin',
    signal: options.signal,
  });
  const body = await readJson(response);
  if (!response.ok) {
    console.error(TEXTS.common.httpErrorLog(response.status));
    throw new ApiError(response.status, messageOf(body));
  }
  return body as T;
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
