import { configureRuntime } from './runtime';
import { ApiError, apiFetcher, apiPost } from './client';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as Response;
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  configureRuntime({
    remotes: {
      'mf-catalog': '/remotes/mf-catalog/mf-manifest.json',
      'mf-checkout': '/remotes/mf-checkout/mf-manifest.json',
      'mf-account': '/remotes/mf-account/mf-manifest.json',
      'mf-info': '/remotes/mf-info/mf-manifest.json',
      'mf-admin': '/remotes/mf-admin/mf-manifest.json',
    },
    apiBase: 'https://shop.example/api/',
    adminHosts: [],
  });
});

describe('API client', () => {
  it('calls the configured API base and returns the JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [{ categoryName: 'Сейфы' }]));
    await expect(apiFetcher('/catalog/menu/')).resolves.toEqual([{ categoryName: 'Сейфы' }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://shop.example/api/catalog/menu/');
  });

  it('logs «HTTP error! Status: {code}» and throws an ApiError with the server message', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'Категория не найдена' }));
    const error = await apiFetcher('/catalog/none/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, serverMessage: 'Категория не найдена' });
    expect(log).toHaveBeenCalledWith('HTTP error! Status: 404');
    log.mockRestore();
  });

  it('posts JSON bodies', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Спасибо' }));
    await apiPost('/callback/', { name: 'Анна', phone: '+7 949 123 45 67' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Анна', phone: '+7 949 123 45 67' });
  });
});
