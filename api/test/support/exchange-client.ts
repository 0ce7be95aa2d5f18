import iconv from 'iconv-lite';
import type { TestServer } from '../helpers';

// 1С's side of the site exchange, for the exchange's tests: requests as 1С makes them, answers decoded as
// 1С reads them.

export interface Reply {
  status: number;
  type: string;
  lines: string[];
  text: string;
  headers: Headers;
}

export interface ExchangeAccount {
  login: string;
  password: string;
  /** `EXCHANGE_FILE_LIMIT`: the size of the parts a file is sent in. */
  part: number;
}

export function exchangeClient(server: () => TestServer, { login, password, part }: ExchangeAccount) {
  /** One request as 1С makes it; the answer decoded from windows-1251, as 1С reads it. */
  async function call(
    query: string,
    {
      cookie,
      auth,
      body,
      headers = {},
    }: { cookie?: string; auth?: string; body?: Buffer; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const response = await fetch(`${server().url}/api/1c/exchange?${query}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(cookie && { cookie }),
        ...(auth && { authorization: `Basic ${Buffer.from(auth).toString('base64')}` }),
        ...(body && { 'content-type': 'application/octet-stream' }),
        ...headers,
      },
      body,
    });
    const decoded = iconv.decode(Buffer.from(await response.arrayBuffer()), 'win1251');
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      lines: decoded.split('\n'),
      text: decoded,
      headers: response.headers,
    };
  }

  async function checkauth(type = 'catalog', headers: Record<string, string> = {}): Promise<string> {
    const answer = await call(`type=${type}&mode=checkauth`, { auth: `${login}:${password}`, headers });
    expect(answer.lines[0]).toBe('success');
    return `${answer.lines[1]}=${answer.lines[2]}`;
  }

  /** Sends a file in parts of `file_limit` bytes, as 1С does. */
  async function sendFile(cookie: string, name: string, bytes: Buffer, type = 'catalog'): Promise<Reply> {
    let last: Reply | null = null;
    for (let at = 0; at < bytes.length || at === 0; at += part) {
      last = await call(`type=${type}&mode=file&filename=${encodeURIComponent(name)}`, {
        cookie,
        body: bytes.subarray(at, at + part),
      });
      if (last.lines[0] !== 'success') return last;
      if (bytes.length === 0) break;
    }
    return last!;
  }

  /** Asks `mode=import` until it is no longer `progress`; answers the last answer and how many it took. */
  async function importFile(cookie: string, name: string): Promise<{ answer: Reply; asks: number }> {
    for (let asks = 1; ; asks += 1) {
      const answer = await call(`type=catalog&mode=import&filename=${encodeURIComponent(name)}`, { cookie });
      if (answer.lines[0] !== 'progress') return { answer, asks };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** `checkauth` and `init`: a new exchange's cookie. */
  async function begin(type = 'catalog', headers: Record<string, string> = {}): Promise<string> {
    const cookie = await checkauth(type, headers);
    expect((await call(`type=${type}&mode=init`, { cookie })).lines[0]).toMatch(/^zip=/);
    return cookie;
  }

  return { call, checkauth, sendFile, importFile, begin };
}
