import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { clearAccessToken, getAccessToken, setAccessToken } from '@shop/shared/kernel';
import { useAuth } from './useAuth';

type Answer = { status: number; body?: unknown };

function serve(routes: Record<string, (init: RequestInit) => Answer>) {
  const paths: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    paths.push(path);
    const { status, body } = routes[path]?.(init) ?? { status: 404, body: { message: 'Не найдено' } };
    return {
      ok: status < 300,
      status,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    } as Response;
  }) as typeof fetch;
  return paths;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

const bearer = (init: RequestInit) => new Headers(init.headers).get('Authorization');

beforeEach(() => {
  clearAccessToken();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('useAuth', () => {
  it('is anonymous without an access token and asks the server nothing', () => {
    const paths = serve({});
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current).toMatchObject({ isLoggedIn: false, name: null });
    expect(paths).toEqual([]);
  });

  it("reads the user's name with the bearer token", async () => {
    serve({
      '/api/user/info': (init) =>
        bearer(init) === 'Bearer t1' ? { status: 200, body: { name: 'Анна' } } : { status: 401 },
    });
    setAccessToken('t1');
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.name).toBe('Анна'));
    expect(result.current.isLoggedIn).toBe(true);
  });

  it('renews an expired access token once through /user/refresh', async () => {
    serve({
      '/api/user/info': (init) =>
        bearer(init) === 'Bearer fresh' ? { status: 200, body: { name: 'Анна' } } : { status: 401 },
      '/api/user/refresh': (init) =>
        init.credentials === 'include' ? { status: 200, body: { accessToken: 'fresh' } } : { status: 401 },
    });
    setAccessToken('stale');
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.name).toBe('Анна'));
    expect(getAccessToken()).toBe('fresh');
  });

  it('ends the local session when the server rejects the token and the refresh', async () => {
    serve({ '/api/user/info': () => ({ status: 401 }), '/api/user/refresh': () => ({ status: 401 }) });
    setAccessToken('bad');
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoggedIn).toBe(false));
    expect(document.cookie).not.toContain('accessToken=bad');
  });

  it('logs out on the server and clears the access cookie, even when the server fails', async () => {
    const paths = serve({
      '/api/user/info': () => ({ status: 200, body: { name: 'Анна' } }),
      '/api/user/logout': () => ({ status: 500 }),
    });
    setAccessToken('t1');
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.name).toBe('Анна'));
    await act(() => result.current.logout());
    expect(paths).toContain('/api/user/logout');
    expect(result.current.isLoggedIn).toBe(false);
    expect(document.cookie).not.toContain('accessToken');
  });
});
