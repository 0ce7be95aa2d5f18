import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAccessToken, type StaffResponse } from '@shop/shared';
import { byPath, mockFetch, renderAt, resetShop, sentBody } from '../testing';
import AdminRoutes from '../App';

const STAFF: StaffResponse = {
  staff: [
    { email: 'admin@shop.test', name: 'Администратор', role: 'admin' },
    { email: 'olga@shop.test', name: 'Ольга', role: 'manager' },
  ],
  invitations: [
    {
      email: 'pavel@shop.test',
      invitedAt: '2026-11-25T11:05:00.000Z',
      expiresAt: '2026-11-27T11:05:00.000Z',
      invitedBy: 'admin@shop.test',
    },
  ],
};

beforeEach(() => resetShop());

function api() {
  return mockFetch(
    byPath({
      '/api/desk/staff/': (call) => {
        if (call.init.method !== 'POST') return { body: STAFF };
        const { email } = sentBody(call) as { email: string };
        return email === 'admin@shop.test'
          ? { status: 409, body: { message: 'Это администратор: его роль здесь не меняется' } }
          : { body: { message: `Готово: ${email}` } };
      },
    }),
  );
}

describe('«Сотрудники»', () => {
  it('«Назначить менеджером» sends the invitation by e-mail and tells what the server answered', async () => {
    const user = userEvent.setup();
    setAccessToken('token');
    const calls = api();
    renderAt(<AdminRoutes />, { path: '/admin/staff' });
    const section = await screen.findByRole('region', { name: 'Администраторы и менеджеры' });
    const list = within(section).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Администратор admin@shop.test — Администратор', 'Ольга olga@shop.test — МенеджерСнять роль']);
    expect(within(list).queryByRole('button', { name: /admin@shop\.test/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Назначить менеджером' }));
    expect(screen.getByText('Укажите e-mail')).toBeInTheDocument();
    const field = screen.getByLabelText('E-mail сотрудника');
    expect(field).toHaveAccessibleDescription(/Мы отправим на этот адрес приглашение/);
    await user.type(field, 'admin@shop.test');
    await user.click(screen.getByRole('button', { name: 'Назначить менеджером' }));
    expect(await screen.findByText(/Это администратор/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'ivan@shop.test');
    await user.click(screen.getByRole('button', { name: 'Назначить менеджером' }));
    expect(await screen.findByText('Готово: ivan@shop.test')).toBeInTheDocument();
    const posts = calls.filter((call) => call.init.method === 'POST').map(sentBody);
    expect(posts).toEqual([
      { email: 'admin@shop.test', manager: true },
      { email: 'ivan@shop.test', manager: true },
    ]);
  });

  it('takes the role away after a confirmation', async () => {
    const user = userEvent.setup();
    setAccessToken('token');
    const calls = api();
    renderAt(<AdminRoutes />, { path: '/admin/staff' });
    await user.click(await screen.findByRole('button', { name: 'Снять роль менеджера с olga@shop.test' }));
    const dialog = screen.getByRole('dialog', { name: 'Снять роль менеджера с olga@shop.test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Да, снять роль' }));
    expect(await screen.findByText('Готово: olga@shop.test')).toBeInTheDocument();
    expect(sentBody(calls.find((call) => call.init.method === 'POST'))).toEqual({
      email: 'olga@shop.test',
      manager: false,
    });
  });

  it('lists the open invitations in Moscow time and withdraws one with «Отозвать»; focus stays on the list', async () => {
    const user = userEvent.setup();
    setAccessToken('token');
    const calls = api();
    renderAt(<AdminRoutes />, { path: '/admin/staff' });
    const section = await screen.findByRole('region', { name: 'Приглашения' });
    expect(within(section).getByRole('listitem')).toHaveTextContent(
      'pavel@shop.test — отправлено 25.11.2026, 14:05 (admin@shop.test), действует до 27.11.2026, 14:05',
    );
    await user.click(
      within(section).getByRole('button', { name: 'Отозвать приглашение на pavel@shop.test' }),
    );
    expect(await screen.findByText('Готово: pavel@shop.test')).toBeInTheDocument();
    expect(sentBody(calls.find((call) => call.init.method === 'POST'))).toEqual({
      email: 'pavel@shop.test',
      manager: false,
    });
    expect(within(section).getByRole('heading', { name: 'Приглашения' })).toHaveFocus();
  });

  it('a manager sees «Нет доступа»', async () => {
    setAccessToken('token');
    mockFetch(
      byPath({
        '/api/desk/staff/': () => ({
          status: 403,
          body: { message: 'Недостаточно прав: нужна роль администратора' },
        }),
      }),
    );
    renderAt(<AdminRoutes />, { path: '/admin/staff' });
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument();
    expect(screen.getByText('Назначать менеджеров может только администратор магазина.')).toBeInTheDocument();
  });
});
