import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { byPath, mockFetch } from '../testing/fetch';
import { siteCache } from '../testing/render';
import { siteContent } from '../seo/fixtures';
import { useSiteContent, useSitePage } from './useSiteContent';

function Phone() {
  return <p>{useSiteContent().shop.phone}</p>;
}

function Company() {
  return <div dangerouslySetInnerHTML={{ __html: useSitePage('company').html }} />;
}

// Rendered in an awaited `act`: React retries a suspended part only once the act scope is awaited.
const page = (ui: ReactNode, provider = () => new Map()) =>
  act(async () => {
    render(
      <SWRConfig value={{ provider, dedupingInterval: 0 }}>
        <Suspense fallback={<p>Загрузка</p>}>{ui}</Suspense>
      </SWRConfig>,
    );
  });

afterEach(() => jest.useRealTimers());

it('shows the content the page was handed without asking the API', async () => {
  const calls = mockFetch(() => ({ status: 500 }));
  await page(<Phone />, () => siteCache());
  expect(screen.getByText('+7 949 123 45 67')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

it('in a page the browser renders alone, waits for the content and asks again after a failure', async () => {
  jest.useFakeTimers();
  let failures = 1;
  const site = siteContent();
  const calls = mockFetch(
    byPath({
      '/api/site/': () =>
        failures-- > 0
          ? { status: 503 }
          : { body: { ...site, shop: { ...site.shop, phone: '+7 900 000 00 01' } } },
    }),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await page(<Phone />);
  expect(screen.getByText('Загрузка')).toBeInTheDocument();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(screen.getByText('+7 900 000 00 01')).toBeInTheDocument();
  expect(calls).toHaveLength(2);
});

it('reads an information page as the owner wrote it', async () => {
  mockFetch(
    byPath({ '/api/site/pages/company/': () => ({ body: { slug: 'company', html: '<h2>О нас</h2>' } }) }),
  );
  await page(<Company />);
  expect(await screen.findByRole('heading', { name: 'О нас' })).toBeInTheDocument();
});
