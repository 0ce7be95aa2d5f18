/** A test double of `fetch` for unit tests: answers by call, records every call. */

export interface FetchCall {
  url: string;
  init: RequestInit;
}

export interface FetchAnswer {
  status?: number;
  /** Sent as JSON; left out, the answer has no body. */
  body?: unknown;
}

export type Responder = (call: FetchCall) => FetchAnswer | Promise<FetchAnswer>;

/** Replaces `fetch` with `answer`; returns the calls made, in order. */
export function mockFetch(answer: Responder): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    const { status = 200, body } = await answer(call);
    // jsdom has no Response; the API client reads only these members.
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    } as Response;
  }) as typeof fetch;
  return calls;
}

/** A responder by URL path (`/api/catalog/menu/`); any other path answers 404. */
export function byPath(routes: Record<string, Responder>): Responder {
  return (call) => {
    const responder = routes[new URL(call.url, 'http://localhost').pathname];
    return responder ? responder(call) : { status: 404, body: { message: 'Ресурс не найден' } };
  };
}

/** The JSON body a call sent. */
export const sentBody = (call: FetchCall | undefined): unknown => JSON.parse(String(call?.init.body));
