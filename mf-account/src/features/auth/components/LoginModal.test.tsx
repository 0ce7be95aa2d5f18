import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { getAccessToken, PRIVACY_POLICY, useShopStore } from '@shop/shared';
import { byPath, mockFetch, resetShop, sentBody } from '../../../testing';
import { LoginModal } from './LoginModal';

async function logIn(user: UserEvent, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Пароль'), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

async function fillRegistration(
  user: UserEvent,
  fields: { name?: string; phone?: string; consent?: boolean },
) {
  await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
  if (fields.name) await user.type(screen.getByLabelText('Имя'), fields.name);
  await user.type(screen.getByLabelText('Email'), 'new@example.ru');
  if (fields.phone) await user.type(screen.getByLabelText('Телефон'), fields.phone);
  await user.type(screen.getByLabelText('Пароль'), 'надёжный пароль');
  if (fields.consent)
    await user.click(screen.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }));
}

// In register mode the only «Зарегистрироваться» is the form's submit button (the link reads «Войти»).
const submitRegistration = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

beforeEach(resetShop);
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** An order this browser placed as a guest: login and registration claim it for the account. */
const guestOrder = {
  id: 41,
  items: [],
  address: { type: 'delivery' as const, city: 'Донецк', address: 'ул. Артёма, 1' },
  status: 'В сборке',
  totalPrice: 12990,
  timestamp: '2026-11-20T10:00:00.000Z',
  skipped: [],
  idempotencyKey: 'key-41',
};

describe('the login mode', () => {
  it('posts the e-mail, password, «Запомнить меня» and the guest orders to claim, keeps the access token and closes', async () => {
    const user = userEvent.setup();
    useShopStore.getState().addPlacedOrder(guestOrder);
    const calls = mockFetch(
      byPath({ '/api/user/login': () => ({ body: { accessToken: 'access-1', refreshToken: 'refresh-1' } }) }),
    );
    const onClose = jest.fn();
    render(<LoginModal onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Вход' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Запомнить меня' }));
    await logIn(user, 'buyer@example.ru', 'secret-pass');

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(sentBody(calls[0])).toEqual({
      email: 'buyer@example.ru',
      password: 'secret-pass',
      rememberMe: true,
      guestOrders: [{ id: 41, idempotencyKey: 'key-41' }],
    });
    expect(document.cookie).toContain('accessToken=access-1');
    expect(getAccessToken()).toBe('access-1');
  });

  it('masks the password and shows it on request', async () => {
    const user = userEvent.setup();
    render(<LoginModal onClose={jest.fn()} />);
    const password = screen.getByLabelText('Пароль');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the server’s message for 3.5 s, keeps what was typed and stays open', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(
      byPath({ '/api/user/login': () => ({ status: 401, body: { message: 'Неверный e-mail или пароль' } }) }),
    );
    const onClose = jest.fn();
    render(<LoginModal onClose={onClose} />);

    await logIn(user, 'buyer@example.ru', 'wrong-pass');

    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный e-mail или пароль');
    // findByRole may have moved the fake clock by one 50 ms poll after the message appeared.
    act(() => jest.advanceTimersByTime(3400));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('buyer@example.ru');
    expect(screen.getByLabelText('Пароль')).toHaveValue('wrong-pass');
    expect(onClose).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('HTTP error! Status: 401');
  });

  it('says in Russian that the server cannot be reached on a network failure', async () => {
    const user = userEvent.setup();
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    render(<LoginModal onClose={jest.fn()} />);
    await logIn(user, 'buyer@example.ru', 'secret-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Нет связи с сервером');
  });
});

describe('the register mode', () => {
  it('is reached by the link and leads back to login', async () => {
    const user = userEvent.setup();
    render(<LoginModal onClose={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByRole('dialog', { name: 'Регистрация' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('checkbox', { name: /согласие/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute(
      'href',
      '/include/licenses_detail',
    );
    await user.click(screen.getByRole('button', { name: 'Уже есть аккаунт? Войти' }));
    expect(screen.getByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
  });

  it('masks the phone as +7 999 999 99 99', async () => {
    const user = userEvent.setup();
    render(<LoginModal onClose={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await user.type(screen.getByLabelText('Телефон'), '89491234567');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 949 123 45 67');
  });

  it.each([
    ['an empty name', { phone: '9491234567', consent: true }],
    ['an empty phone', { name: 'Анна', consent: true }],
  ])('answers «Пожалуйста, заполните все поля» for 3.5 s to %s, sending nothing', async (_case, fields) => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const calls = mockFetch(() => ({ status: 201, body: { message: 'ok' } }));
    render(<LoginModal onClose={jest.fn()} />);
    await fillRegistration(user, fields);
    await submitRegistration(user);

    expect(screen.getByRole('alert')).toHaveTextContent('Пожалуйста, заполните все поля');
    act(() => jest.advanceTimersByTime(3499));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('requires the consent to the processing of personal data', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(() => ({ status: 201, body: { message: 'ok' } }));
    render(<LoginModal onClose={jest.fn()} />);
    await fillRegistration(user, { name: 'Анна', phone: '9491234567' });
    await submitRegistration(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Чтобы зарегистрироваться, дайте согласие на обработку персональных данных',
    );
    expect(calls).toHaveLength(0);
  });

  it('sends the consent with the policy edition, then returns to login with the e-mail filled in', async () => {
    const user = userEvent.setup();
    const message = 'Регистрация прошла успешно. Теперь войдите в аккаунт.';
    const calls = mockFetch(byPath({ '/api/user/registration': () => ({ status: 201, body: { message } }) }));
    render(<LoginModal onClose={jest.fn()} />);
    await fillRegistration(user, { name: 'Анна', phone: '9491234567', consent: true });
    await submitRegistration(user);

    expect(await screen.findByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.ru');
    expect(sentBody(calls[0])).toEqual({
      name: 'Анна',
      email: 'new@example.ru',
      phoneNumber: '+7 949 123 45 67',
      password: 'надёжный пароль',
      consent: true,
      policyVersion: PRIVACY_POLICY.version,
      guestOrders: [],
    });
  });

  it('shows the server’s refusal and keeps the form filled', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ status: 409, body: { message: 'Пользователь с таким e-mail уже зарегистрирован' } }));
    render(<LoginModal onClose={jest.fn()} />);
    await fillRegistration(user, { name: 'Анна', phone: '9491234567', consent: true });
    await submitRegistration(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Пользователь с таким e-mail уже зарегистрирован',
    );
    expect(screen.getByLabelText('Имя')).toHaveValue('Анна');
    expect(screen.getByRole('checkbox', { name: /согласие/ })).toBeChecked();
  });
});

describe('«Забыли пароль?»', () => {
  it('asks for a recovery letter with the e-mail typed so far and shows the server’s answer', async () => {
    const answer =
      'Если такой адрес зарегистрирован, мы отправили на него письмо со ссылкой для смены пароля.';
    const calls = mockFetch(byPath({ '/api/user/recovery': () => ({ body: { message: answer } }) }));
    const user = userEvent.setup();
    render(<LoginModal onClose={jest.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'buyer@example.ru');
    await user.click(screen.getByRole('button', { name: 'Забыли пароль?' }));

    const dialog = screen.getByRole('dialog', { name: 'Восстановление пароля' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('buyer@example.ru');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByText(answer)).toHaveAttribute('role', 'status');
    expect(calls.map(sentBody)).toEqual([{ email: 'buyer@example.ru' }]);

    await user.click(screen.getByRole('button', { name: 'Вернуться ко входу' }));
    expect(screen.getByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
  });

  it('shows a limit’s refusal as an alert', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(
      byPath({
        '/api/user/recovery': () => ({
          status: 429,
          body: { message: 'Слишком много запросов. Попробуйте снова через 60 минут.' },
        }),
      }),
    );
    const user = userEvent.setup();
    render(<LoginModal onClose={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    await user.type(screen.getByLabelText('Email'), 'buyer@example.ru');
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Попробуйте снова через 60 минут');
  });
});
