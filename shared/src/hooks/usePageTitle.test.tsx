import { render } from '@testing-library/react';
import { usePageTitle } from './usePageTitle';

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

it('names the tab after the page while it is shown, and gives the previous title back when it goes', () => {
  document.title = 'Сейфы и металлическая мебель — интернет-магазин';
  const { rerender, unmount } = render(<Page title="Корзина" />);
  expect(document.title).toBe('Корзина — МеталлСейф');
  rerender(<Page title="Избранное" />);
  expect(document.title).toBe('Избранное — МеталлСейф');
  unmount();
  expect(document.title).toBe('Сейфы и металлическая мебель — интернет-магазин');
});
