import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import App from '../../../App';
import { byPath, mockFetch, renderAt, resetShop, sentBody } from '../../../testing';

const TOKEN = 'a'.repeat(43);
const REFUSED = 'Ссылка недействительна: она уже использована, устарела или заменена более новой.';

/** Opens `path` as a letter's link does: the token in the fragment. */
function openLink(path: string) {
  window.history.replaceState(null, '', `${path}#token=${TOKEN}`);
  return renderAt(
    <StrictMode>
      <App />
    </StrictMode>,
    { path },
  );
}

beforeEach(() => {
  resetShop();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the pages of the letters’ links', () => {
  it('/personal/confirm sends the token once and says «Адрес подтверждён»; the token leaves the address bar', async () => {
    const calls = mockFetch(
      byPath({ '/api/user/confirmEmail': () => ({ body: { message: 'Адрес подтверждён' } }) }),
    );
    openLink('/personal/confirm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Адрес подтверждён' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Адрес подтверждён — /);
    expect(calls.map(sentBody)).toEqual([{ token: TOKEN }]);
    expect(window.location.hash).toBe('');
  });

  it('/personal/email shows the server’s refusal of a used link', async () => {
    mockFetch(byPath({ '/api/user/changeEmail': () => ({ status: 400, body: { message: REFUSED } }) }));
    openLink('/personal/email');
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(screen.getByRole('heading', { level: 1, name: 'Смена адреса e-mail' })).toBeInTheDocument();
  });

  it('/personal/password takes the new password twice, refuses a mismatch itself, and saves it with the token', async () => {
    const calls = mockFetch(
      byPath({
        '/api/user/resetPassword': () => ({ body: { message: 'Пароль изменён. Войдите с новым паролем.' } }),
      }),
    );
    const user = userEvent.setup();
    openLink('/personal/password');
    const next = screen.getByLabelText('Новый пароль');
    const repeat = screen.getByLabelText('Повторите новый пароль');
    await user.type(next, 'новый надёжный пароль');
    await user.type(repeat, 'другой пароль');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(repeat).toHaveAccessibleDescription('Новые пароли не совпадают');
    expect(calls).toEqual([]);

    await user.clear(repeat);
    await user.type(repeat, 'новый надёжный пароль');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText('Пароль изменён. Войдите с новым паролем.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(calls.map(sentBody)).toEqual([{ token: TOKEN, password: 'новый надёжный пароль' }]);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Вход' })).toBeInTheDocument());
  });

  it('/personal/invite sets the password with the token, then offers «Войти» and the way to the orders', async () => {
    const calls = mockFetch(
      byPath({
        '/api/user/acceptInvitation': () => ({
          body: { message: 'Приглашение принято. Войдите с новым паролем: заказы — в разделе «Заказы».' },
        }),
      }),
    );
    const user = userEvent.setup();
    openLink('/personal/invite');
    expect(screen.getByRole('heading', { level: 1, name: 'Приглашение менеджера' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Новый пароль'), 'пароль менеджера 1');
    await user.type(screen.getByLabelText('Повторите новый пароль'), 'пароль менеджера 1');
    await user.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Приглашение принято.');
    expect(calls.map(sentBody)).toEqual([{ token: TOKEN, password: 'пароль менеджера 1' }]);
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти к заказам' })).toHaveAttribute('href', '/admin/orders');
  });

  it('/personal/invite shows the server’s refusal of a used, withdrawn or expired invitation', async () => {
    const refused =
      'Приглашение недействительно: ссылка уже использована, устарела (она действует 48 часов) или приглашение отозвано. Попросите администратора магазина прислать новое.';
    mockFetch(byPath({ '/api/user/acceptInvitation': () => ({ status: 400, body: { message: refused } }) }));
    const user = userEvent.setup();
    openLink('/personal/invite');
    await user.type(screen.getByLabelText('Новый пароль'), 'пароль менеджера 1');
    await user.type(screen.getByLabelText('Повторите новый пароль'), 'пароль менеджера 1');
    await user.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(screen.queryByRole('link', { name: 'Перейти к заказам' })).not.toBeInTheDocument();
  });
});
