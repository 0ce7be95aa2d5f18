import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ExchangeGroup, type ExchangeOverview } from '@shop/shared';
import { type FetchCall, resetShop, sentBody } from '../../../testing';
import { adminApi, answerOf, renderAdmin } from '../../../testing/adminPage';

const GROUP: ExchangeGroup = {
  groupId: 'grp-gun',
  name: 'Оружейные шкафы',
  parentId: 'grp-safes',
  section: 'iz-1s/oruzheynye-shkafy',
  sectionName: 'Из 1С / Оружейные шкафы',
  created: true,
  version: 1,
};
const OVERVIEW: ExchangeOverview = {
  configured: true,
  address: '/api/1c/exchange',
  priceType: 'Оптовая',
  oldPriceType: 'Розничная',
  exchanges: [
    {
      id: 2,
      kind: 'catalog',
      state: 'failed',
      full: true,
      files: ['import.xml'],
      created: 0,
      changed: 0,
      unchanged: 0,
      offSale: 0,
      refused: 0,
      problems: [],
      reason: 'import.xml: Файл повреждён (ошибка XML: unexpected close tag) (строка 40)',
      sweep: null,
      startedAt: '2026-11-26T09:00:00.000Z',
      finishedAt: '2026-11-26T09:00:05.000Z',
    },
    {
      id: 1,
      kind: 'catalog',
      state: 'done',
      full: true,
      files: ['import.xml', 'offers.xml'],
      created: 35_000,
      changed: 1_200,
      unchanged: 0,
      offSale: 15_000,
      refused: 1,
      problems: [{ line: 12, itemCode: null, message: 'У товара «Сейф» нет артикула' }],
      reason: null,
      sweep: null,
      startedAt: '2026-11-26T08:00:00.000Z',
      finishedAt: '2026-11-26T08:01:30.000Z',
    },
  ],
  groups: [GROUP],
  refusals: [
    {
      address: '198.51.100.23',
      attempts: 1_053,
      locked: 1_048,
      firstAt: '2026-11-26T07:00:00.000Z',
      lastAt: '2026-11-26T07:30:00.000Z',
    },
  ],
};

/** A full exchange stopped as taking 250 of 300 products off sale, waiting for an administrator. */
const HELD = {
  ...OVERVIEW.exchanges[0]!,
  id: 4,
  reason:
    'import.xml: Полная загрузка сняла бы с продажи 250 из 300 товаров: обмен остановлен, ничего не изменено. Если так и задумано, подтвердите его в «Обмен с 1С»',
  sweep: { file: 'import.xml', offSale: 250, onSale: 300, confirmed: false },
};

beforeEach(() => resetShop());

function api({
  put,
  overview = OVERVIEW,
}: { put?: (call: FetchCall) => { status?: number; body: unknown }; overview?: unknown } = {}) {
  return adminApi({
    '/api/admin/exchange-1c/': () => answerOf(overview),
    '/api/admin/exchange-1c/4/sweep/': () => ({
      status: 202,
      body: { message: 'Обмен применяется: с продажи будет снято 250 из 300 товаров' },
    }),
    '/api/admin/exchange-1c/groups/grp-gun/': (call) =>
      put?.(call) ?? {
        body: {
          ...GROUP,
          section: 'seyfy/dlya-oruzhiya',
          sectionName: 'Сейфы / Сейфы для оружия',
          version: 2,
        },
      },
  });
}

describe('«Обмен с 1С»', () => {
  it('asks a visitor to log in; a buyer the server refuses sees «Нет доступа»', async () => {
    api();
    const { unmount } = renderAdmin('/admin/exchange-1c', { visitor: true });
    expect(await screen.findByText(/Обмен с 1С настраивают только администраторы/)).toBeInTheDocument();
    unmount();
    api({ overview: { status: 403, body: { message: 'Недостаточно прав' } } });
    renderAdmin('/admin/exchange-1c');
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument();
  });

  it('shows the settings, every exchange with its counts, failure reason and problems', async () => {
    const user = userEvent.setup();
    api();
    renderAdmin('/admin/exchange-1c');
    expect(await screen.findByRole('link', { name: 'Обмен с 1С' })).toHaveAttribute('aria-current', 'page');
    expect(
      await screen.findByText(
        'Обмен включён. Адрес для 1С: /api/1c/exchange. Цена магазина — тип цен «Оптовая», старая цена — «Розничная».',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Последние обмены, новые первыми' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Не удался');
    expect(rows[0]).toHaveTextContent(
      'import.xml: Файл повреждён (ошибка XML: unexpected close tag) (строка 40)',
    );
    expect(rows[1]).toHaveTextContent('Товары, полный');
    expect(rows[1]).toHaveTextContent('35 0001 200015 0001');
    await user.click(within(rows[1]!).getByText('Замечания: 1'));
    expect(within(rows[1]!).getByText('строка 12: У товара «Сейф» нет артикула')).toBeVisible();
  });

  it('shows the addresses refused at the exchange’s login, with their counts and times', async () => {
    api();
    renderAdmin('/admin/exchange-1c');
    const table = await screen.findByRole('table', { name: 'Адреса с отказами, последние первыми' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getByRole('rowheader')).toHaveTextContent('198.51.100.23');
    expect(row).toHaveTextContent('1 0531 04826.11.2026, 10:0026.11.2026, 10:30');
  });

  it('a stopped full exchange is applied by an administrator behind a confirmation, by keyboard', async () => {
    const user = userEvent.setup();
    const calls = api({ overview: { ...OVERVIEW, exchanges: [HELD] } });
    renderAdmin('/admin/exchange-1c');
    expect(
      await screen.findByText('Обмен снял бы с продажи 250 из 300 товаров и остановлен: каталог не изменён.'),
    ).toBeInTheDocument();
    const apply = screen.getByRole('button', { name: 'Применить обмен' });
    apply.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Применить полный обмен?' });
    expect(dialog).toHaveTextContent(
      'Файл import.xml будет применён, и с продажи будет снято 250 из 300 товаров — всё, чего нет в файле.',
    );
    // «Отмена» sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
    await user.click(apply);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Применить и снять с продажи' }),
    );
    expect(
      await screen.findByText('Обмен применяется: с продажи будет снято 250 из 300 товаров'),
    ).toBeInTheDocument();
    const sent = calls.filter((call) => call.init.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toMatch(/\/api\/admin\/exchange-1c\/4\/sweep\/$/);
  });

  it('a confirmed one says so, without the button', async () => {
    const confirmed = { ...HELD, state: 'done', sweep: { ...HELD.sweep, confirmed: true } } as const;
    api({ overview: { ...OVERVIEW, exchanges: [confirmed] } });
    renderAdmin('/admin/exchange-1c');
    expect(await screen.findByText('Подтверждён администратором: файл применён.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Применить обмен' })).not.toBeInTheDocument();
  });

  it('says when the exchange is off', async () => {
    api({ overview: { ...OVERVIEW, configured: false, exchanges: [], groups: [] } });
    renderAdmin('/admin/exchange-1c');
    expect(
      await screen.findByText(/Обмен выключен: задайте EXCHANGE_LOGIN и EXCHANGE_PASSWORD/),
    ).toBeInTheDocument();
    expect(screen.getByText('Обменов ещё не было.')).toBeInTheDocument();
  });

  it('says that an exchange whose server process stopped mid-step is interrupted, not running', async () => {
    const stopped = { ...OVERVIEW.exchanges[1]!, id: 3, state: 'interrupted', finishedAt: null } as const;
    api({ overview: { ...OVERVIEW, exchanges: [stopped] } });
    renderAdmin('/admin/exchange-1c');
    const table = await screen.findByRole('table', { name: 'Последние обмены, новые первыми' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent(
      'Прерван: процесс сервера остановился, следующий запрос 1С выполнит шаг заново',
    );
    expect(row).not.toHaveTextContent('Идёт');
  });

  it('places a group in another section with the version it showed, by keyboard', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderAdmin('/admin/exchange-1c');
    const select = await screen.findByLabelText('Раздел для группы «Оружейные шкафы»');
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    select.focus();
    await user.selectOptions(select, 'Сейфы / Сейфы для оружия');
    await user.tab();
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Группа «Оружейные шкафы» теперь в разделе «Сейфы / Сейфы для оружия»'),
    ).toBeInTheDocument();
    const sent = calls.filter((call) => call.init.method === 'PUT');
    expect(sentBody(sent[0])).toEqual({ section: 'seyfy/dlya-oruzhiya', version: 1 });
  });

  it('a change made meanwhile in another tab is refused with the server’s Russian message', async () => {
    const user = userEvent.setup();
    api({
      put: () => ({
        status: 409,
        body: { message: 'Раздел группы изменён в другой вкладке или другим сотрудником: обновите страницу' },
      }),
    });
    renderAdmin('/admin/exchange-1c');
    await user.selectOptions(
      await screen.findByLabelText('Раздел для группы «Оружейные шкафы»'),
      'Сейфы / Сейфы для оружия',
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText(
        /Раздел группы изменён в другой вкладке или другим сотрудником: обновите страницу/,
      ),
    ).toBeInTheDocument();
  });
});
