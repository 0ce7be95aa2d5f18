import { clearAccessToken, getAccessToken, setAccessToken, useSessionStore } from './session';
import { byPath, mockFetch, type FetchCall } from '../testing/fetch';
import { apiGet, apiPost } from './client';

const bearer = (call: FetchCall | undefined) => new Headers(call?.init.headers).get('Authorization');
const pathOf = (call: FetchCall) => new URL(call.url, 'http://localhost').pathname;

beforeEach(() => {
  clearAccessToken();
  useSessionStore.setState({ notice: null });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('an expired access token', () => {
  it('is renewed once with the refresh cookie and the call repeated with the new token', async () => {
    setAccessToken('stale');
    const calls = mockFetch(
      byPath({
        '/api/user/orders': (call) =>
          bearer(call) === 'Bearer fresh'
            ? { body: { orders: [] } }
            : { status: 401, body: { message: 'Сессия истекла' } },
        '/api/user/refresh': (call) =>
          call.init.credentials === 'include' ? { body: { accessToken: 'fresh' } } : { status: 401 },
      }),
    );

    await expect(apiGet('/user/orders', { auth: true })).resolves.toEqual({ orders: [] });
    expect(calls.map(pathOf)).toEqual(['/api/user/orders', '/api/user/refresh', '/api/user/orders']);
    expect(getAccessToken()).toBe('fresh');
    expect(document.cookie).toContain('accessToken=fresh');
  });

  it('is renewed by one request when several calls meet the 401 at once', async () => {
    // A second refresh with the same cookie would look like a stolen token to the server and end the session.
    setAccessToken('stale');
    const calls = mockFetch(
      byPath({
        '/api/user/info': (call) =>
          bearer(call) === 'Bearer fresh' ? { body: { name: 'Анна' } } : { status: 401 },
        '/api/user/orders': (call) =>
          bearer(call) === 'Bearer fresh' ? { body: { orders: [] } } : { status: 401 },
        '/api/user/refresh': () => ({ body: { accessToken: 'fresh' } }),
      }),
    );
    await Promise.all([apiGet('/user/info', { auth: true }), apiGet('/user/orders', { auth: true })]);
    expect(calls.map(pathOf).filter((path) => path === '/api/user/refresh')).toHaveLength(1);
  });

  it('logs the visitor out with a Russian notice when the renewal fails too', async () => {
    setAccessToken('stale');
    const calls = mockFetch(
      byPath({
        '/api/user/changeInfo': () => ({
          status: 401,
          body: { message: 'Сессия истекла или недействительна' },
        }),
        '/api/user/refresh': () => ({ status: 401, body: { message: 'Сессия истекла, войдите снова' } }),
      }),
    );
    await expect(
      apiPost('/user/changeInfo', { name: 'Анна' }, { auth: true, method: 'PUT' }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(calls).toHaveLength(2);
    expect(getAccessToken()).toBeNull();
    expect(document.cookie).not.toContain('accessToken');
    expect(useSessionStore.getState().notice).toBe('Сессия истекла, войдите снова.');
  });

  it('is not renewed for calls without a token or answers other than 401', async () => {
    const calls = mockFetch(
      byPath({ '/api/user/login': () => ({ status: 401, body: { message: 'Неверный e-mail или пароль' } }) }),
    );
    await expect(apiPost('/user/login', { email: 'a@b.ru', password: 'x' })).rejects.toMatchObject({
      status: 401,
    });
    await expect(apiGet('/user/orders', { auth: true })).rejects.toMatchObject({ status: 404 });
    setAccessToken('valid');
    mockFetch(
      byPath({
        '/api/user/changePassword': () => ({
          status: 400,
          body: { message: 'Текущий пароль введён неверно' },
        }),
      }),
    );
    await expect(apiPost('/user/changePassword', {}, { auth: true, method: 'PUT' })).rejects.toMatchObject({
      status: 400,
    });
    expect(calls.map(pathOf)).not.toContain('/api/user/refresh');
    expect(getAccessToken()).toBe('valid');
  });
});
