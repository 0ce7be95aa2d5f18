import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { selectBasketCount } from '../store/selectors';
import { useShopStore } from '@shop/shared/kernel';
import { renderAt, resetShop, storedItem } from '../testing';
import { AddToBasket } from './AddToBasket';

beforeEach(resetShop);

describe('add to basket', () => {
  it('on the product page goes down to 0 but never below, and 0 cannot be added', async () => {
    const user = userEvent.setup();
    renderAt(<AddToBasket item={storedItem('100005')} min={0} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Количество' });
    await user.click(screen.getByRole('button', { name: 'Уменьшить' }));
    expect(quantity).toHaveValue(0);
    expect(screen.getByRole('button', { name: 'Уменьшить' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'В корзину' })).toBeDisabled();
  });

  it('takes a quantity typed over the field, and adds that many', async () => {
    const user = userEvent.setup();
    renderAt(<AddToBasket item={storedItem('100005')} />);
    await user.clear(screen.getByRole('spinbutton', { name: 'Количество' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Количество' }), '4');
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    expect(selectBasketCount(useShopStore.getState())).toBe(4);
    expect(screen.getByRole('link', { name: 'В корзине' })).toHaveAttribute('href', '/basket');
  });

  it('never goes above the most one order line may hold', async () => {
    const user = userEvent.setup();
    renderAt(<AddToBasket item={storedItem('100005')} />);
    await user.type(screen.getByRole('spinbutton', { name: 'Количество' }), '5000');
    expect(screen.getByRole('spinbutton', { name: 'Количество' })).toHaveValue(999);
    expect(screen.getByRole('button', { name: 'Увеличить' })).toBeDisabled();
  });

  it('shows nothing for an item without a new price', () => {
    const { container } = renderAt(<AddToBasket item={storedItem('100006', { newPrice: null })} />);
    expect(container.querySelector('button, a[href="/basket"]')).toBeNull();
  });

  it("is off in the server's markup, so a press before the page's code runs is not silently lost", () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <MemoryRouter>
        <AddToBasket item={storedItem('100005')} />
      </MemoryRouter>,
    );
    const controls = [...host.querySelectorAll('button, input')].map((control) => [
      control.getAttribute('aria-label') ?? control.textContent,
      control.hasAttribute('disabled') ? 'выключен' : 'включён',
    ]);
    expect(controls).toEqual([
      ['Уменьшить', 'выключен'],
      ['', 'выключен'],
      ['Увеличить', 'выключен'],
      ['В корзину', 'выключен'],
    ]);
  });
});
