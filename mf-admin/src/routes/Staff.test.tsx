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
  invitations: [],
};

beforeEach(() => resetShop());

function api() {
  return mockFetch(
    byPath({
      '/api/desk/staff/': (call) => {
        if (call.init.method !== 'POST') return { body: STAFF };
        const { email } = sentBody(call) as { email: string };
        return email === 'nobody@shop.test'
          ? { status: 404, body: { message: 'Учётной записи с этим e-mail нет' } }
          : { body: { message: `Готово: ${email}` } };
      },
    }),
  );
}

describe('«Сотрудники»', () => {
  it('grants the manager role by e-mail and tells what the server answered', async () => {
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

    await user.click(screen.getByRole('button', { name: 'Выдать роль менеджера' }));
    expect(screen.getByText('Укажите e-mail')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail учётной записи'), 'nobody@shop.test');
    await user.click(screen.getByRole('button', { name: 'Выдать роль менеджера' }));
    expect(await screen.findByText(/Учётной записи с этим e-mail нет/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('E-mail учётной записи'));
    await user.type(screen.getByLabelText('E-mail учётной записи'), 'ivan@shop.test');
    await user.click(screen.getByRole('button', { name: 'Выдать роль менеджера' }));
    expect(await screen.findByText('Готово: ivan@shop.test')).toBeInTheDocument();
    const posts = calls.filter((call) => call.init.method === 'POST').map(sentBody);
    expect(posts).toEqual([
      { email: 'nobody@shop.test', manager: true },
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
