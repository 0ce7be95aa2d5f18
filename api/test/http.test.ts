import { readOnlyServer } from './helpers';

const server = readOnlyServer();

describe('HTTP behaviour of the API', () => {
  test('security headers on every answer, nosniff included', async () => {
    for (const path of ['/api/catalog', '/api/catalog/net/', '/api/catalog/images/safe-1-1.svg']) {
      const answer = await server().request(path);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  test('answers are compressed for clients that accept it', async () => {
    for (const encoding of ['gzip', 'br']) {
      const answer = await server().request('/api/catalog', { headers: { 'accept-encoding': encoding } });
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(JSON.parse(answer.body)).toBeInstanceOf(Array);
    }
  });

  test('unknown API paths and methods answer a Russian JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/net-takogo'],
      ['GET', '/api/'],
      ['DELETE', '/api/catalog/'],
      ['GET', '/net-takogo'],
    ] as const) {
      const answer = await server().request(path, { method });
      expect({ method, path, status: answer.status, data: answer.data }).toEqual({
        method,
        path,
        status: 404,
        data: { message: 'Ресурс не найден' },
      });
    }
  });

  test('a body over 1 MB answers 413 and malformed JSON 400, in Russian', async () => {
    const json = { 'content-type': 'application/json' };
    const big = await server().request('/api/catalog', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ x: 'я'.repeat(600_000) }),
    });
    expect(big.status).toBe(413);
    expect(big.data).toEqual({ message: 'Слишком большой запрос: не более 1 МБ' });
    const broken = await server().request('/api/catalog', { method: 'POST', headers: json, body: '{"a":' });
    expect(broken.status).toBe(400);
    expect(broken.data).toEqual({ message: 'Некорректный JSON в теле запроса' });
  });

  test('a malformed URL answers 400, not 500', async () => {
    const answer = await server().request('/api/catalog/%E0%A4%A/');
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({ message: 'Некорректный запрос' });
  });

  test('OpenAPI document of every catalogue call, with a browsable UI, at /api/docs', async () => {
    const ui = await server().request('/api/docs/');
    expect(ui.status).toBe(200);
    expect(ui.headers.get('content-type')).toMatch(/^text\/html/);
    const doc = await server().getJson<{ openapi: string; paths: Record<string, unknown> }>('/api/docs/json');
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/catalog',
        '/api/catalog/menu',
        '/api/catalog/search',
        '/api/catalog/item/{itemCode}',
        '/api/catalog/{category}',
        '/api/catalog/{category}/{primary}',
        '/api/catalog/{category}/{primary}/{secondary}',
      ]),
    );
  });
});
