import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { clearAccessToken, readAllStored, useShopStore } from '@shop/shared/kernel';
import type { SiteContent } from '../contract/shop';
import { ENDPOINTS } from '../domain/endpoints';
import { siteContent } from '../seo/fixtures';

/** Shows the router's current address, so tests can assert what a click did to the URL. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * A fresh swr cache holding the owner's content (`site`, the demo shop's unless told), as a page the server
 * rendered has it.
 */
export const siteCache = (site: SiteContent = siteContent()) =>
  new Map<string, { data: unknown }>([[ENDPOINTS.site, { data: site }]]);

/**
 * Renders `ui` at `path` (matched by `route`) in a memory router, with a fresh swr cache holding the owner's
 * content (`site`) and no deduplication between tests. `screen.getByTestId('location')` shows the current
 * address.
 */
export function renderAt(
  ui: ReactElement,
  { path = '/', route = '*', site }: { path?: string; route?: string; site?: SiteContent } = {},
) {
  return render(
    <SWRConfig value={{ provider: () => siteCache(site), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** Empties the store, its storage keys and the session, as on a first visit. */
export function resetShop(): void {
  localStorage.clear();
  clearAccessToken();
  useShopStore.setState(readAllStored()); // every key's empty value, from the empty storage
}
