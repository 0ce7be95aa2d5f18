import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openCallbackForm, requestLogin, setAccessToken, useShopStore } from '@shop/shared';
import { byPath, mockFetch, renderLayout, resetShop, storedItem } from '../testing';

beforeEach(resetShop);

const header = () => screen.getByRole('banner');

describe('header counts', () => {
  it('follow the store without a reload', () => {
    renderLayout();
    expect(within(header()).getByRole('link', { name: 'Корзина 0' })).toHaveAttribute('href', '/basket');
    expect(within(header()).getByRole('link', { name: 'Избранное 0' })).toHaveAttribute('href', '/favorites');

    act(() => {
      useShopStore.getState().addToBasket(storedItem('A1'), 2);
      useShopStore.getState().addToBasket(storedItem('B2'), 1);
      useShopStore.getState().toggleFavorite(storedItem('C3'));
    });
    expect(within(header()).getByRole('link', { name: 'Корзина 3' })).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Избранное 1' })).toBeInTheDocument();

    act(() => useShopStore.getState().removeFromBasket('A1'));
    expect(within(header()).getByRole('link', { name: 'Корзина 1' })).toBeInTheDocument();
  });

  it("follow another tab's change through the storage event", () => {
    renderLayout();
    const basket = JSON.stringify([storedItem('A1', { count: 4 })]);
    act(() => {
      localStorage.setItem('basket', basket);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'basket', newValue: basket, storageArea: localStorage }),
      );
    });
    expect(within(header()).getByRole('link', { name: 'Корзина 4' })).toBeInTheDocument();
  });
});

describe('header login states', () => {
  it('shows «Вход» to a visitor and opens the login modal with it', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(within(header()).getByRole('button', { name: 'Вход' }));
    const modal = screen.getByRole('dialog', { name: 'Вход в аккаунт' });
    await user.click(within(modal).getByRole('button', { name: 'Закрыть вход' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens the login dialog and the call-back form when a remote's page asks for them", () => {
    renderLayout();
    let opened = false;
    act(() => {
      opened = requestLogin();
    });
    expect(opened).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Вход в аккаунт' })).toBeInTheDocument();

    act(() => openCallbackForm());
    expect(screen.queryByRole('dialog', { name: 'Вход в аккаунт' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says in Russian why the visitor was logged out when the session could not be renewed', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ status: 401, body: { message: 'Сессия истекла, войдите снова' } }));
    act(() => setAccessToken('expired'));
    renderLayout();

    expect(await within(header()).findByText('Сессия истекла, войдите снова.')).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Вход' })).toBeInTheDocument();
    await user.click(within(header()).getByRole('button', { name: 'Закрыть' }));
    expect(within(header()).queryByText('Сессия истекла, войдите снова.')).not.toBeInTheDocument();
  });

  it('gives focus to the name once a login from the dialog replaces «Вход»', async () => {
    const user = userEvent.setup();
    mockFetch(byPath({ '/api/user/info': () => ({ status: 200, body: { name: 'Анна' } }) }));
    renderLayout();
    await user.click(within(header()).getByRole('button', { name: 'Вход' }));
    // What the account dialog does on success: keep the token, then close.
    act(() => setAccessToken('token-1'));
    await user.click(screen.getByRole('button', { name: 'Закрыть вход' }));
    await waitFor(() =>
      expect(within(header()).getByRole('link', { name: /Анна|Личный кабинет/ })).toHaveFocus(),
    );
  });

  it("shows a logged-in user's name linking to /personal, and logs out", async () => {
    const user = userEvent.setup();
    const calls = mockFetch(
      byPath({
        '/api/user/info': ({ init }) =>
          new Headers(init.headers).get('Authorization') === 'Bearer token-1'
            ? { status: 200, body: { name: 'Анна' } }
            : { status: 401, body: { message: 'Нет доступа' } },
        '/api/user/logout': () => ({ status: 200, body: { message: 'Вы вышли' } }),
      }),
    );
    act(() => setAccessToken('token-1'));
    renderLayout();

    const nameLink = await within(header()).findByRole('link', { name: 'Анна' });
    expect(nameLink).toHaveAttribute('href', '/personal');
    expect(within(header()).queryByRole('button', { name: 'Вход' })).not.toBeInTheDocument();

    await user.click(within(header()).getByRole('button', { name: 'Выйти' }));
    expect(await within(header()).findByRole('button', { name: 'Вход' })).toBeInTheDocument();
    expect(calls.map((call) => new URL(call.url, 'http://localhost').pathname)).toContain('/api/user/logout');
    expect(document.cookie).not.toContain('token-1');
  });
});

describe('sidebar', () => {
  it('highlights the current route and links the logo home', () => {
    renderLayout('/help/');
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    expect(within(nav).getByRole('link', { name: 'Покупателям' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Оптовикам' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('link', { name: /На главную/ })[0]).toHaveAttribute('href', '/');
  });

  it('highlights a section and its sub-page, with or without the trailing slash', () => {
    renderLayout('/services/ustanovka-seyfov');
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    expect(within(nav).getByRole('link', { name: 'Услуги' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Установка сейфов' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Вскрытие замков' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Покупателям' })).not.toHaveAttribute('aria-current');
  });

  it('has the five service pages and the company pages in its submenus', () => {
    renderLayout();
    const services = screen.getByRole('list', { name: 'Услуги' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/services/podem-tovara-na-etazh/',
      '/services/vskrytie-zamkov/',
      '/services/ustanovka-seyfov/',
      '/services/sborka-metallicheskoy-mebeli/',
      '/services/izgotovlenie-metallicheskoy-mebeli-na-zakaz/',
    ]);
    const company = screen.getByRole('list', { name: 'Компания' });
    expect(
      within(company)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/company/', '/contacts/']);
  });

  it('has phone, e-mail and messenger contact links', () => {
    renderLayout();
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByRole('link', { name: /Позвонить/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+7/),
    );
    expect(within(sidebar).getByRole('link', { name: /Написать на почту/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(within(sidebar).getByRole('link', { name: /мессенджер/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/7\d{10}$/),
    );
  });
});

describe('footer', () => {
  it("holds exactly the spec's links and notes", () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/'));
    expect(hrefs).toEqual([
      '/catalog/seyfy/',
      '/catalog/seyfy/dlya-oruzhiya/',
      '/catalog/metallicheskie-shkafy/',
      '/catalog/stellazhi-metallicheskie/',
      '/catalog/stellazhi-metallicheskie/skladskie-stellazhi/',
      '/catalog/metallicheskie-shkafy/shkafy-metallicheskie-dlya-razdevalok/',
      '/catalog/verstaki/',
      '/catalog/pochtovye-yashchiki/',
      '/company/rekvizity',
      '/help/payment/',
      '/services/sborka-metallicheskoy-mebeli/',
      '/include/licenses_detail',
    ]);
    expect(footer).toHaveTextContent('не является публичной офертой');
    expect(footer).toHaveTextContent('центральных складов');
    expect(footer).toHaveTextContent('только для интернет-магазина');
    for (const name of ['Карты «Мир»', 'Visa', 'Mastercard', 'Система быстрых платежей', 'Кошелёк ЮMoney']) {
      expect(within(footer).getByRole('img', { name })).toBeInTheDocument();
    }
  });
});

describe('mobile menu', () => {
  it('lists everything the spec names and closes on navigation', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const menu = screen.getByRole('dialog', { name: 'Меню' });
    expect(within(menu).getByRole('button', { name: 'Вход' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Каталог' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Корзина 0' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Избранное 0' })).toBeInTheDocument();
    for (const [name, href] of [
      ['Покупателям', '/help/'],
      ['Компания', '/company/'],
      ['Контакты', '/contacts/'],
    ]) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(menu).getByRole('link', { name: /Позвонить/ })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /мессенджер/ })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /Написать на почту/ })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Заказать звонок' })).toBeInTheDocument();

    await user.click(within(menu).getByRole('link', { name: 'Контакты' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
