import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { selectBasketCount, useShopStore } from '@shop/shared';
import { picture, product, renderAt } from '../testing';
import { ProductCard } from './ProductCard';

beforeEach(() => {
  localStorage.clear();
  useShopStore.setState({ basket: [], favorite: [], compare: [] });
});

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ itemCode: string }>;

describe('product card', () => {
  it('shows the name link, new and old price, the discount in percent and roubles and «В наличии»', () => {
    renderAt(<ProductCard product={product('100005')} />);
    expect(screen.getByRole('link', { name: 'Сейф 100005' })).toHaveAttribute(
      'href',
      '/catalog/product?productCode=100005',
    );
    expect(screen.getByText('12 990 руб.')).toBeInTheDocument();
    expect(screen.getByText('14 990 руб.').closest('s')).not.toBeNull();
    expect(screen.getByText(/^−13%/)).toHaveTextContent(/^−13% \(−2\s000\sруб\.\)$/);
    expect(screen.getByText('В наличии')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'В корзину' })).toBeEnabled();
  });

  it('without a new price: «Новая цена не указана» (spec section 3), «Нет в наличии» and no basket controls', () => {
    renderAt(
      <ProductCard
        product={product('100006', {
          newPrice: null,
          oldPrice: null,
          available: false,
          discount: 0,
          discountPercentage: 0,
        })}
      />,
    );
    expect(screen.getByText('Новая цена не указана')).toBeInTheDocument();
    expect(screen.getByText('Нет в наличии')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'В корзину' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Количество' })).not.toBeInTheDocument();
    expect(screen.queryByText(/−\d+%/)).not.toBeInTheDocument();
  });

  it('marks a product without stock the owner lets buyers order «Под заказ», still orderable', () => {
    renderAt(<ProductCard product={product('100010', { preorder: true })} />);
    expect(screen.getByText('Под заказ')).toBeInTheDocument();
    expect(screen.queryByText('В наличии')).not.toBeInTheDocument();
    expect(screen.getByText('12 990 руб.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'В корзину' })).toBeEnabled();
  });

  it('says «Нет в наличии» for a priced product the API calls not available', () => {
    renderAt(<ProductCard product={product('100011', { available: false })} />);
    expect(screen.getByText('Нет в наличии')).toBeInTheDocument();
    expect(screen.queryByText('В наличии')).not.toBeInTheDocument();
    expect(screen.queryByText('Под заказ')).not.toBeInTheDocument();
  });

  it('shows an uploaded picture as WebP with a JPEG fallback, 1× and 2×, sized and named', () => {
    const main = picture(7, true);
    const { container } = renderAt(
      <ProductCard product={product('100008', { image: main.card.src, picture: main })} />,
    );
    const sources = [...container.querySelectorAll('picture source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
      ['image/webp', '/api/pictures/7-card-1.webp 1x, /api/pictures/7-card-2.webp 2x'],
      ['image/jpeg', '/api/pictures/7-card-1.jpg 1x, /api/pictures/7-card-2.jpg 2x'],
    ]);
    const img = container.querySelector('picture img');
    expect(img).toHaveAttribute('src', '/api/pictures/7-card-1.jpg');
    expect(img).toHaveAttribute('alt', 'Сейф 100008');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['220', '220']);
  });

  it('sends the uploaded picture in the server’s markup, and the page hydrates it unchanged', async () => {
    const main = picture(7, true);
    const card = (
      <MemoryRouter>
        <ProductCard product={product('100008', { image: main.card.src, picture: main })} />
      </MemoryRouter>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(card);
    const sent = host.innerHTML;
    expect([...host.querySelectorAll('picture source')].map((s) => s.getAttribute('type'))).toEqual([
      'image/webp',
      'image/jpeg',
    ]);
    expect(host.querySelector('picture img')).toHaveAttribute('src', '/api/pictures/7-card-1.jpg');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.appendChild(host);
    const root = await act(async () => hydrateRoot(host, card));
    expect(errors).not.toHaveBeenCalled();
    expect(host.querySelector('picture')?.outerHTML).toBe(
      new DOMParser().parseFromString(sent, 'text/html').querySelector('picture')?.outerHTML,
    );
    act(() => root.unmount());
    errors.mockRestore();
    host.remove();
  });

  it('fills in missing data: «Неизвестный товар» and the placeholder picture', () => {
    const { container } = renderAt(
      <ProductCard product={product('100007', { name: '', image: undefined })} />,
    );
    expect(screen.getByRole('link', { name: 'Неизвестный товар' })).toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('img')).toHaveAttribute('width', '220');
  });

  it('adds the chosen quantity to the basket and turns into «В корзине» linking to /basket', async () => {
    const user = userEvent.setup();
    renderAt(<ProductCard product={product('100005')} />);
    const decrease = screen.getByRole('button', { name: 'Уменьшить' });
    expect(decrease).toBeDisabled(); // a card never goes below 1
    await user.click(screen.getByRole('button', { name: 'Увеличить' }));
    await user.click(screen.getByRole('button', { name: 'Увеличить' }));
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    expect(screen.getByRole('link', { name: 'В корзине' })).toHaveAttribute('href', '/basket');
    expect(selectBasketCount(useShopStore.getState())).toBe(3);
    expect(stored('basket')).toEqual([expect.objectContaining({ itemCode: '100005', count: 3 })]);
  });

  it('toggles favourite and compare through the shared store, pressed while active', async () => {
    const user = userEvent.setup();
    renderAt(<ProductCard product={product('100005')} />);
    const card = within(screen.getByRole('article'));

    await user.click(card.getByRole('button', { name: 'В избранное' }));
    expect(card.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(stored('favorite').map((item) => item.itemCode)).toEqual(['100005']);

    await user.click(card.getByRole('button', { name: 'Сравнить' }));
    expect(card.getByRole('button', { name: 'Убрать из сравнения' })).toHaveAttribute('aria-pressed', 'true');
    expect(stored('compare').map((item) => item.itemCode)).toEqual(['100005']);

    await user.click(card.getByRole('button', { name: 'Убрать из избранного' }));
    expect(card.getByRole('button', { name: 'В избранное' })).toHaveAttribute('aria-pressed', 'false');
    expect(stored('favorite')).toEqual([]);
  });
});
