/** Helpers of the layout's component tests: the layout in a memory router, and the shared test helpers. */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { SiteContent } from '@shop/shared';
import { siteCache } from '@shop/shared/testing';
import { Layout } from '../layout/Layout';

export { byPath, mockFetch, resetShop, sentBody, siteContent, storedItem } from '@shop/shared/testing';

/**
 * The layout as the platform mounts it, at `route`, with a fresh swr cache holding the owner's content
 * (`site`, the demo shop's unless told) as the server's page hands it over.
 */
export function renderLayout(route = '/', site?: SiteContent) {
  return render(
    <SWRConfig value={{ provider: () => siteCache(site), dedupingInterval: 0 }}>
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
