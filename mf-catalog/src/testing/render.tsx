import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Product } from '@shop/shared';

/** Shows the router's current address, so tests can assert what a click did to the URL. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders `ui` at `path` (matched by `route`) with a fresh swr cache and no deduplication between tests. */
export function renderAt(
  ui: ReactElement,
  { path = '/', route = '*' }: { path?: string; route?: string } = {},
) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
}

export function product(itemCode: string, overrides: Partial<Product> = {}): Product {
  return {
    name: `Сейф ${itemCode}`,
    itemCode,
    newPrice: '12 990 руб.',
    oldPrice: '14 990 руб.',
    image: `/api/catalog/images/safe-1-1.svg`,
    discount: 2000,
    discountPercentage: 13,
    dimensions: '500×400×350 мм',
    weight: 42,
    link: `/catalog/product?productCode=${itemCode}`,
    props: [{ key: 'Класс', value: 'I' }],
    ...overrides,
  };
}

/** A fetch double answering JSON by URL (a unit test's stand-in for the API). */
export function mockFetch(answer: (url: string) => { status?: number; body: unknown }) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const { status = 200, body } = answer(String(input));
    return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
