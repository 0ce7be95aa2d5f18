/** Helpers of the layout's component tests: the layout in a memory router, a fetch double, store reset. */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { DEFAULT_CITY, clearAccessToken, useShopStore, type StoredItem } from '@shop/shared';
import { Layout } from './Layout';

export interface FetchCall {
  url: string;
  init: RequestInit;
}

type Responder = (call: FetchCall) => { status: number; body?: unknown } | Promise<never>;

/** Replaces `fetch`; `routes` answer by URL path, anything else is a 404. */
export function mockFetch(routes: Record<string, Responder>) {
  const calls: FetchCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const call = { url, init };
    calls.push(call);
    const responder = routes[new URL(url, 'http://localhost').pathname];
    const { status, body } = responder
      ? await responder(call)
      : { status: 404, body: { message: 'Не найдено' } };
    // jsdom has no Response; the client reads only these members.
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    } as Response;
  }) as typeof fetch;
  return calls;
}

export function resetShop() {
  localStorage.clear();
  clearAccessToken();
  useShopStore.setState({
    basket: [],
    favorite: [],
    compare: [],
    city: { city: DEFAULT_CITY },
    pendingOrder: null,
  });
}

export function storedItem(itemCode: string, count = 1): StoredItem {
  return {
    name: `Сейф ${itemCode}`,
    newPrice: '12 990 руб.',
    oldPrice: null,
    count,
    link: `/catalog/product?productCode=${itemCode}`,
    image: '',
    discount: null,
    discountPercentage: null,
    itemCode,
    props: [],
  };
}

/** The layout as the platform mounts it, at `route`, with a fresh swr cache. */
export function renderLayout(route = '/') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route
            element={
              <Layout
                searchBox={<input aria-label="Поиск товаров" />}
                renderLoginModal={(close) => (
                  <div role="dialog" aria-label="Вход в аккаунт">
                    <button type="button" onClick={close}>
                      Закрыть вход
                    </button>
                  </div>
                )}
              />
            }
          >
            <Route path="*" element={<p>Содержимое страницы</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
