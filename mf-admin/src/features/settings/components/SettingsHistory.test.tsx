import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopSettingsChange } from '@shop/shared';
import { resetShop } from '../../../testing';
import { renderAdmin } from '../../../testing/adminPage';
import { REAL_REQUISITES, SETTINGS, settingsAnswer, settingsApi } from '../../../testing/settings';

beforeEach(() => resetShop());

const CHANGES: ShopSettingsChange[] = [
  {
    id: 12,
    section: 'shop',
    by: 'admin@shop.test',
    at: '2026-12-02T07:30:00.000Z',
    undoOf: null,
    undoable: true,
    fields: ['Телефон', 'Часы работы'],
  },
  {
    id: 11,
    section: 'requisites',
    by: 'owner@shop.test',
    at: '2026-12-01T09:00:00.000Z',
    undoOf: null,
    undoable: false,
    fields: ['ИНН'],
  },
];

function historyApi(undo: () => unknown = () => ({ body: settingsAnswer().shop })) {
  return settingsApi({
    routes: {
      '/api/admin/settings/changes/': () => ({ body: { changes: CHANGES, total: 2 } }),
      '/api/admin/settings/changes/12/undo/': undo as () => { body: unknown },
    },
  });
}
const undoCalls = (calls: ReturnType<typeof historyApi>) =>
  calls.filter((call) => call.url.includes('/undo/'));

describe('«Настройки» → «История»', () => {
  it('lists who changed which fields of which section, in Moscow time', async () => {
    historyApi();
    renderAdmin('/admin/settings/history');
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '№КогдаКтоРазделЧто измененоДействие',
      '1202.12.2026, 10:30admin@shop.testМагазинТелефон, Часы работыОтменить',
      '1101.12.2026, 12:00owner@shop.testРеквизитыИННРаздел с тех пор меняли',
    ]);
  });

  it('«Отменить» asks first: «Отмена» sends nothing, «Да, отменить» undoes and says so', async () => {
    const user = userEvent.setup();
    const calls = historyApi();
    renderAdmin('/admin/settings/history');
    await user.click(await screen.findByRole('button', { name: 'Отменить изменение №12' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить изменение №12?' });
    expect(dialog).toHaveTextContent('Раздел «Магазин» вернётся к тому, каким был до этого изменения');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(undoCalls(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Отменить изменение №12' }));
    await user.click(screen.getByRole('button', { name: 'Да, отменить' }));
    expect(await screen.findByText('Изменение №12 отменено')).toBeInTheDocument();
    expect(undoCalls(calls).map((call) => call.init.method)).toEqual(['POST']);
  });

  it('an undo the section has moved past is refused with the server’s message', async () => {
    const user = userEvent.setup();
    historyApi(() => ({ status: 409, body: { message: 'Раздел с тех пор изменили: отменить нельзя' } }));
    renderAdmin('/admin/settings/history');
    await user.click(await screen.findByRole('button', { name: 'Отменить изменение №12' }));
    await user.click(screen.getByRole('button', { name: 'Да, отменить' }));
    expect(await screen.findByText('Error: Раздел с тех пор изменили: отменить нельзя')).toBeInTheDocument();
  });
});

describe('the notice of unset requisites', () => {
  const NOTICE =
    'Реквизиты магазина не заполнены: покупатели не видят их на сайте, а юрлицам нельзя выставить счёт.';

  it('is on every admin page while the requisites are unset, with a link to «Реквизиты»', async () => {
    const user = userEvent.setup();
    settingsApi();
    renderAdmin('/admin/staff');
    expect(await screen.findByText(NOTICE, { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Заполнить реквизиты' }));
    expect(await screen.findByLabelText('ИНН')).toBeInTheDocument();
    expect(screen.getByText(NOTICE, { exact: false })).toBeInTheDocument();
  });

  it('is gone once the requisites are set, and a manager never sees it', async () => {
    settingsApi({ read: () => settingsAnswer({ ...SETTINGS, requisites: REAL_REQUISITES }) });
    const { unmount } = renderAdmin('/admin/settings');
    expect(await screen.findByLabelText('Телефон')).toBeInTheDocument();
    expect(screen.queryByText(NOTICE, { exact: false })).not.toBeInTheDocument();
    unmount();
    resetShop();
    settingsApi({ read: () => ({ status: 403, body: { message: 'Недостаточно прав' } }) });
    renderAdmin('/admin/settings/delivery');
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE, { exact: false })).not.toBeInTheDocument();
  });
});
