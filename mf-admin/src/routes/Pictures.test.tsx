import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAccessToken } from '@shop/shared';
import { byPath, mockFetch, picture, renderAt, resetShop } from '../testing';
import AdminRoutes from '../App';

beforeEach(() => {
  resetShop();
  setAccessToken('token');
});

describe('«Фотографии товаров» (/admin/pictures)', () => {
  it('opens a product’s pictures by its code, kept in the address; an unknown code says so', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(
      byPath({
        '/api/pictures/item/100005/': () => ({
          body: { itemCode: '100005', name: 'Сейф 100005', pictures: [picture(1, true)] },
        }),
        '/api/pictures/item/404/': () => ({
          status: 404,
          body: { message: 'Товар с кодом «404» не найден' },
        }),
      }),
    );
    renderAt(<AdminRoutes />, { path: '/admin/pictures' });
    expect(screen.getByRole('link', { name: 'Фотографии товаров' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(screen.getByLabelText('Код товара')).toHaveAccessibleDescription('Укажите код товара');
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Код товара'), '100005');
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(await screen.findByRole('heading', { name: 'Фотографии: Сейф 100005' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Фотография 1' })).toHaveAttribute(
      'src',
      '/api/pictures/1-thumb-1.jpg',
    );

    await user.clear(screen.getByLabelText('Код товара'));
    await user.type(screen.getByLabelText('Код товара'), '404');
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Товар с кодом «404» не найден');
  });
});
