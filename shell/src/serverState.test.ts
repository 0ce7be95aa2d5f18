import { ApiError } from '@shop/shared';
import { answersCache, readServerState, serializeServerState, SERVER_STATE_ID } from './serverState';

describe('server state', () => {
  it('cannot close its script element whatever an answer holds', () => {
    const text = serializeServerState({
      answers: { '/x/': { data: { name: '</script><script>alert(1)</script>' } } },
    });
    expect(text).not.toContain('</script');
    document.body.innerHTML = `<script id="${SERVER_STATE_ID}" type="application/json">${text}</script>`;
    expect(readServerState(document)).toEqual({
      answers: { '/x/': { data: { name: '</script><script>alert(1)</script>' } } },
    });
  });

  it('is absent from a page the browser renders alone, and ignored when broken', () => {
    document.body.innerHTML = '';
    expect(readServerState(document)).toBeNull();
    document.body.innerHTML = `<script id="${SERVER_STATE_ID}" type="application/json">{broken</script>`;
    expect(readServerState(document)).toBeNull();
  });

  it('fills swr cache with data and API errors', () => {
    const cache = answersCache({
      '/a/': { data: [1] },
      '/b/': { error: { status: 404, message: 'Товар не найден' } },
    });
    expect(cache.get('/a/')).toEqual({ data: [1] });
    const { error } = cache.get('/b/') as { error: ApiError };
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(cache.get('/c/')).toBeUndefined();
  });
});
