import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAccessToken, setAccessToken, useAuth } from '@shop/shared';
import App from '../App';
import { byPath, mockFetch, renderAt, resetShop, sentBody, type FetchCall } from '../testing';

const PROFILE = {
  name: 'Анна',
  lastName: 'Иванова',
  surname: 'Сергеевна',
  email: 'anna@example.ru',
  emailConfirmed: true,
};
const bearer = (call: FetchCall) => new Headers(call.init.headers).get('Authorization');
/** An access token of account 7 as the API signs them (the page reads only its subject). */
const token = (n: number) => `e30.${btoa(JSON.stringify({ sub: '7', n }))}.signature`;

/** Stands for the shell's header: shows the name the session knows. */
function HeaderName() {
  const { name } = useAuth();
  return <p data-testid="header-name">{name}</p>;
}

function renderProfile() {
  return renderAt(
    <>
      <HeaderName />
      <App />
    </>,
    { path: '/personal' },
  );
}

beforeEach(() => {
  resetShop();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('/personal', () => {
  it('explains to a visitor that it needs a login, opens the dialog, and appears after the login', async () => {
    mockFetch(byPath({ '/api/user/info': () => ({ body: PROFILE }) }));
    renderProfile();
    expect(
      screen.getByText('Личный кабинет доступен после входа. Войдите или зарегистрируйтесь.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Вход' })).toBeInTheDocument();

    act(() => setAccessToken('token-1'));
    expect(await screen.findByRole('heading', { name: 'Данные аккаунта' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Смена пароля' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Заказы' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Профиль' })).toHaveAttribute('href', '/personal');
  });

  it('starts empty with the current values as placeholders; an empty field keeps its value on save', async () => {
    const user = userEvent.setup();
    const saved = { ...PROFILE, name: 'Мария', lastName: 'Петрова' };
    const calls = mockFetch(
      byPath({
        '/api/user/info': () => ({ body: PROFILE }),
        '/api/user/changeInfo': () => ({ body: { ...saved, message: 'Данные сохранены', orders: [] } }),
      }),
    );
    setAccessToken('token-1');
    renderProfile();

    const lastName = await screen.findByLabelText('Фамилия');
    expect(lastName).toHaveValue('');
    expect(lastName).toHaveAttribute('placeholder', 'Иванова');
    expect(screen.getByLabelText('Отчество')).toHaveAttribute('placeholder', 'Сергеевна');
    expect(screen.getByTestId('header-name')).toHaveTextContent('Анна');

    await user.type(lastName, 'Петрова');
    await user.type(screen.getByLabelText('Имя'), 'Мария');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Данные сохранены')).toHaveAttribute('role', 'status');
    const change = calls.find((call) => call.url.endsWith('/user/changeInfo'));
    expect(change?.init.method).toBe('PUT');
    expect(bearer(change!)).toBe('Bearer token-1');
    expect(sentBody(change)).toEqual({
      lastName: 'Петрова',
      name: 'Мария',
      surename: 'Сергеевна',
      email: 'anna@example.ru',
    });
    // The header and the page show the saved values at once, without a reload or another request.
    expect(screen.getByTestId('header-name')).toHaveTextContent('Мария');
    expect(screen.getByLabelText('Фамилия')).toHaveValue('');
    expect(screen.getByLabelText('Фамилия')).toHaveAttribute('placeholder', 'Петрова');
    expect(calls.filter((call) => call.url.endsWith('/user/info'))).toHaveLength(1);
  });

  it('shows the server’s message next to the field it is about', async () => {
    const user = userEvent.setup();
    mockFetch(
      byPath({
        '/api/user/info': () => ({ body: PROFILE }),
        '/api/user/changeInfo': () => ({
          status: 409,
          body: { message: 'Пользователь с таким e-mail уже зарегистрирован' },
        }),
      }),
    );
    setAccessToken('token-1');
    renderProfile();
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'taken@example.ru');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Пользователь с таким e-mail уже зарегистрирован'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('taken@example.ru');
    expect(screen.getByTestId('header-name')).toHaveTextContent('Анна');
  });

  it('marks the password fields required (none of the data form’s: an empty one keeps its value, as it says)', async () => {
    mockFetch(byPath({ '/api/user/info': () => ({ body: PROFILE }) }));
    setAccessToken('token-1');
    renderProfile();
    const data = within(
      (await screen.findByRole('heading', { name: 'Данные аккаунта' })).closest('section')!,
    );
    for (const label of ['Фамилия', 'Имя', 'Отчество', 'Email']) {
      expect(data.getByLabelText(label)).not.toBeRequired();
    }
    expect(
      data.getByText('Впишите только то, что меняете: пустое поле сохранит нынешнее значение.'),
    ).toBeVisible();
    const password = within(screen.getByRole('heading', { name: 'Смена пароля' }).closest('section')!);
    for (const label of ['Текущий пароль', 'Новый пароль', 'Повторите новый пароль']) {
      const input = password.getByLabelText(new RegExp(`^${label}`));
      expect(input).toBeRequired();
      // The «*» is for the eye; a screen reader hears the name and «required» from the input itself.
      expect(input.closest('p')!.querySelector('label')).toHaveTextContent(`${label} *`);
      expect(input).toHaveAccessibleName(label);
    }
  });

  it('drops the e-mail error once «Сменить пароль» is pressed, and the password error once «Сохранить» is', async () => {
    const user = userEvent.setup();
    const taken = 'Пользователь с таким e-mail уже зарегистрирован';
    const wrong = 'Текущий пароль введён неверно';
    mockFetch(
      byPath({
        '/api/user/info': () => ({ body: PROFILE }),
        '/api/user/changeInfo': () => ({ status: 409, body: { message: taken } }),
        '/api/user/changePassword': () => ({ status: 400, body: { message: wrong } }),
      }),
    );
    setAccessToken('token-1');
    renderProfile();
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'b@b.ru');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(taken));

    const current = screen.getByLabelText(/^Текущий пароль/);
    await user.type(current, 'старый');
    await user.type(screen.getByLabelText(/^Новый пароль/), 'новый1');
    await user.type(screen.getByLabelText(/^Повторите новый пароль/), 'новый1');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(screen.queryByText(taken)).toBeNull();
    expect(email).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(current).toHaveAccessibleDescription(wrong));

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.queryByText(wrong)).toBeNull();
    await waitFor(() => expect(email).toHaveAccessibleDescription(taken));
  });
});

describe('the password change', () => {
  async function renderPasswordForm(
    changePassword: (call: FetchCall) => { status?: number; body?: unknown },
  ) {
    const calls = mockFetch(
      byPath({ '/api/user/info': () => ({ body: PROFILE }), '/api/user/changePassword': changePassword }),
    );
    setAccessToken('token-1');
    renderProfile();
    const form = (await screen.findByRole('heading', { name: 'Смена пароля' })).closest('section')!;
    return { calls, form: within(form as HTMLElement) };
  }

  async function fill(form: ReturnType<typeof within>, current: string, next: string, repeat = next) {
    const user = userEvent.setup();
    await user.type(form.getByLabelText(/^Текущий пароль/), current);
    await user.type(form.getByLabelText(/^Новый пароль/), next);
    await user.type(form.getByLabelText(/^Повторите новый пароль/), repeat);
    await user.click(form.getByRole('button', { name: 'Сменить пароль' }));
  }

  it('names an empty field in Russian and focuses it, without asking the server', async () => {
    const user = userEvent.setup();
    const { calls, form } = await renderPasswordForm(() => ({ body: {} }));
    await user.click(form.getByRole('button', { name: 'Сменить пароль' }));
    const current = form.getByLabelText(/^Текущий пароль/);
    expect(current).toHaveAccessibleDescription('Заполните поле «Текущий пароль»');
    expect(current).toHaveFocus();

    await user.type(current, 'старый пароль');
    await user.type(form.getByLabelText(/^Новый пароль/), 'новый надёжный пароль');
    await user.click(form.getByRole('button', { name: 'Сменить пароль' }));
    const repeat = form.getByLabelText(/^Повторите новый пароль/);
    expect(repeat).toHaveAccessibleDescription('Заполните поле «Повторите новый пароль»');
    expect(repeat).toHaveFocus();
    expect(current).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((call) => call.url.endsWith('/changePassword'))).toHaveLength(0);
  });

  it('tells a mismatch of the new passwords without asking the server', async () => {
    const { calls, form } = await renderPasswordForm(() => ({ body: {} }));
    await fill(form, 'старый пароль', 'новый пароль 1', 'новый пароль 2');
    expect(form.getByLabelText(/^Повторите новый пароль/)).toHaveAccessibleDescription(
      'Новые пароли не совпадают',
    );
    expect(calls.filter((call) => call.url.endsWith('/changePassword'))).toHaveLength(0);
  });

  it.each([
    ['Текущий пароль введён неверно', 'Текущий пароль'],
    ['Новый пароль слишком распространён, придумайте другой', 'Новый пароль'],
    ['Новый пароль: не короче 8 символов', 'Новый пароль'],
  ])('shows «%s» next to «%s»', async (message, label) => {
    const { form } = await renderPasswordForm(() => ({ status: 400, body: { message } }));
    await fill(form, 'старый пароль', 'qwerty123');
    await waitFor(() =>
      expect(form.getByLabelText(new RegExp(`^${label}`))).toHaveAccessibleDescription(message),
    );
    expect(getAccessToken()).toBe('token-1');
  });

  it('sends the old and new password with this session’s cookie and keeps this session with the new token', async () => {
    const calls = mockFetch(
      byPath({
        '/api/user/info': () => ({ body: PROFILE }),
        '/api/user/changePassword': () => ({ body: { message: 'Пароль изменён', accessToken: token(2) } }),
      }),
    );
    setAccessToken(token(1));
    renderProfile();
    const form = within((await screen.findByRole('heading', { name: 'Смена пароля' })).closest('section')!);
    await fill(form, 'старый пароль', 'новый надёжный пароль');
    expect(await form.findByText('Пароль изменён. Вход на других устройствах завершён.')).toHaveAttribute(
      'role',
      'status',
    );
    const change = calls.find((call) => call.url.endsWith('/changePassword'))!;
    expect(change.init).toMatchObject({ method: 'PUT', credentials: 'include' });
    expect(sentBody(change)).toEqual({ oldPassword: 'старый пароль', newPassword: 'новый надёжный пароль' });
    expect(getAccessToken()).toBe(token(2));
    // The same account with a new token: the page stays, the profile is not asked for again.
    expect(form.getByLabelText(/^Текущий пароль/)).toHaveValue('');
    expect(calls.filter((call) => call.url.endsWith('/user/info'))).toHaveLength(1);
  });

  it('deletes the account with the password: the server’s refusal is shown, then the page says it is gone and the session ends', async () => {
    let refuse = true;
    const calls = mockFetch(
      byPath({
        '/api/user/info': () => ({ body: PROFILE }),
        '/api/user/deleteAccount': () =>
          refuse
            ? { status: 400, body: { message: 'Текущий пароль введён неверно' } }
            : { body: { message: 'Аккаунт удалён' } },
        '/api/user/logout': () => ({ body: { message: 'Вы вышли из аккаунта' } }),
      }),
    );
    setAccessToken(token(1));
    const user = userEvent.setup();
    renderProfile();
    const section = within(
      (await screen.findByRole('heading', { name: 'Удаление аккаунта' })).closest('section')!,
    );
    expect(section.queryByLabelText('Текущий пароль')).toBeNull();
    await user.click(section.getByRole('button', { name: 'Удалить аккаунт' }));
    const password = section.getByLabelText(/^Текущий пароль/);
    expect(password).toHaveFocus();
    expect(password).toBeRequired();
    await user.click(section.getByRole('button', { name: 'Удалить навсегда' }));
    expect(password).toHaveAccessibleDescription('Заполните поле «Текущий пароль»');
    await user.type(password, 'не тот');
    await user.click(section.getByRole('button', { name: 'Удалить навсегда' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Текущий пароль введён неверно'));
    expect(getAccessToken()).toBe(token(1));

    refuse = false;
    await user.clear(password);
    await user.type(password, 'верный пароль');
    await user.click(section.getByRole('button', { name: 'Удалить навсегда' }));
    expect(await screen.findByText(/Аккаунт удалён. Мы отправили подтверждение/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(getAccessToken()).toBeNull();
    const sent = calls.filter((call) => call.url.endsWith('/deleteAccount'));
    expect(sent.map(sentBody)).toEqual([{ password: 'не тот' }, { password: 'верный пароль' }]);
    expect(bearer(sent[1]!)).toBe(`Bearer ${token(1)}`);
    // No login dialog pops up over the message.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a buyer whose address is not confirmed yet to open the letter’s link, and sends a new one on request', async () => {
    const sent = 'Мы отправили письмо со ссылкой на anna@example.ru. Ссылка действует 24 часа.';
    const calls = mockFetch(
      byPath({
        '/api/user/info': () => ({ body: { ...PROFILE, emailConfirmed: false } }),
        '/api/user/resendConfirmation': () => ({ body: { message: sent } }),
      }),
    );
    setAccessToken(token(1));
    const user = userEvent.setup();
    renderProfile();
    expect(await screen.findByText(/Адрес не подтверждён/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }));
    expect(await screen.findByText(sent)).toHaveAttribute('role', 'status');
    const resend = calls.find((call) => call.url.endsWith('/resendConfirmation'))!;
    expect(bearer(resend)).toBe(`Bearer ${token(1)}`);
  });
});
