import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { siteCache } from '../testing/render';
import { siteContent } from '../seo/fixtures';
import { usePageTitle } from './usePageTitle';

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

const withShop =
  (name = 'МеталлСейф') =>
  ({ children }: { children: ReactNode }) => {
    const site = siteContent();
    return (
      <SWRConfig value={{ provider: () => siteCache({ ...site, shop: { ...site.shop, name } }) }}>
        {children}
      </SWRConfig>
    );
  };

it('names the tab after the page while it is shown, and gives the previous title back when it goes', () => {
  document.title = 'Сейфы и металлическая мебель — интернет-магазин';
  const { rerender, unmount } = render(<Page title="Корзина" />, { wrapper: withShop() });
  expect(document.title).toBe('Корзина — МеталлСейф');
  rerender(<Page title="Избранное" />);
  expect(document.title).toBe('Избранное — МеталлСейф');
  unmount();
  expect(document.title).toBe('Сейфы и металлическая мебель — интернет-магазин');
});

it('names the shop as its owner calls it', () => {
  render(<Page title="Корзина" />, { wrapper: withShop('Сейф-Дом') });
  expect(document.title).toBe('Корзина — Сейф-Дом');
});
