import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { resetShop, siteCache } from '@shop/shared/testing';
import { App } from './App';
import type { LoadExposed } from './federation/loader';
import { RemotesProvider } from './federation/RemoteSlot';

beforeEach(resetShop);

/** Every remote's `./routes` as a heading naming the remote and the path it was mounted at. */
const load = (async (remote: string, expose: string) => ({
  default: () => <h1>{`${remote} ${expose}`}</h1>,
})) as LoadExposed;

// In an awaited `act`: React retries a suspended part (the remote's lazy routes) only once it is awaited.
const renderAt = (path: string, adminAllowed = false) =>
  act(async () => {
    render(
      <SWRConfig value={{ provider: () => siteCache(), dedupingInterval: 0 }}>
        <RemotesProvider load={load}>
          <MemoryRouter initialEntries={[path]}>
            <App adminAllowed={adminAllowed} />
          </MemoryRouter>
        </RemotesProvider>
      </SWRConfig>,
    );
  });

const notFound = { name: 'Страница не найдена' };

describe('the content area of a path', () => {
  it.each([
    ['/', 'mf-catalog'],
    ['/catalog', 'mf-catalog'],
    ['/catalog/seyfy/dlya-oruzhiya?page=2', 'mf-catalog'],
    ['/catalog/product?productCode=100001', 'mf-catalog'],
    ['/help', 'mf-info'],
    ['/services/dostavka', 'mf-info'],
    ['/basket', 'mf-checkout'],
    ['/personal', 'mf-account'],
  ])('%s shows the routes of %s', async (path, remote) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { name: `${remote} routes` })).toBeInTheDocument();
  });

  it.each(['/nowhere', '/catalogue', '/helpdesk', '/admin'])('%s is the not-found page', async (path) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', notFound)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /routes/ })).not.toBeInTheDocument();
  });

  it('/admin shows mf-admin on a host that has it', async () => {
    await renderAt('/admin/orders', true);
    expect(await screen.findByRole('heading', { name: 'mf-admin routes' })).toBeInTheDocument();
  });

  // As the server decides which remotes a page needs (`ownerOf`): the browser hydrates the same page.
  it('an address in other letters is not found, as the server answers it', async () => {
    await renderAt('/HELP');
    expect(await screen.findByRole('heading', notFound)).toBeInTheDocument();
  });
});
