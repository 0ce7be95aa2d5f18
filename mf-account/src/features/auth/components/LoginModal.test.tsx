import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { getAccessToken } from '@shop/shared';
import { byPath, mockFetch, resetShop, sentBody } from '../../../testing';
import { LoginModal } from './LoginModal';

async function logIn(user: UserEvent, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Пароль'), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

beforeEach(resetShop);
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the login form', () => {
  it('posts the e-mail and password, keeps the access token and closes', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(
      byPath({ '/api/user/login': () => ({ body: { accessToken: 'access-1', refreshToken: 'refresh-1' } }) }),
    );
    const onClose = jest.fn();
    render(<LoginModal onClose={onClose} />);

    await logIn(user, 'buyer@example.ru', 'secret-pass');

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/user/login');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(sentBody(calls[0])).toEqual({ email: 'buyer@example.ru', password: 'secret-pass' });
    expect(document.cookie).toContain('accessToken=access-1');
    expect(getAccessToken()).toBe('access-1');
  });

  it('shows the server’s message when the login is refused and hides it after 3.5 s', async () => {
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
    expect(onClose).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
    // Spec section 8: a failed call is logged with its status.
    expect(consoleError).toHaveBeenCalledWith('HTTP error! Status: 401');
  });
});
