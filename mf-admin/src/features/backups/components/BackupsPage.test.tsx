import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Backups } from '@shop/shared';
import { type FetchCall, resetShop } from '../../../testing';
import { adminApi, answerOf, renderAdmin } from '../../../testing/adminPage';
import { RUNNING_POLL_MS } from '../api/backups';
import { sizeText } from '../utils/size';

const FILE = {
  name: 'shop-2026-12-02-030000.tar',
  bytes: 48_500_000,
  createdAt: '2026-12-02T00:00:04.000Z',
  release: '1.1.0',
  schema: 41,
};
const BACKUPS: Backups = {
  dir: '/var/backups/shop',
  every: 'daily 03:00',
  keep: 7,
  running: false,
  lastSuccessAt: '2026-12-02T00:00:04.000Z',
  lastError: null,
  nextAt: '2026-12-03T00:00:00.000Z',
  files: [
    FILE,
    { ...FILE, name: 'shop-2026-12-01-030000.tar', bytes: 900, createdAt: '2026-12-01T00:00:03.000Z' },
  ],
};
const LIST = '/api/admin/backups/';

beforeEach(() => resetShop());

/** The admin page's server: the list as `list()` says it now, POST answered by `post`. */
function api(
  list: () => unknown,
  post: (call: FetchCall) => unknown = () => ({ status: 202, body: list() }),
) {
  return adminApi({ [LIST]: (call) => answerOf(call.init.method === 'POST' ? post(call) : list()) });
}
const posts = (calls: FetchCall[]) => calls.filter((call) => call.init.method === 'POST');

describe('«Резервные копии»', () => {
  it('asks a visitor to log in; a manager the server refuses sees «Нет доступа»', async () => {
    api(() => BACKUPS);
    const { unmount } = renderAdmin('/admin/backups', { visitor: true });
    expect(
      await screen.findByText(/Резервные копии магазина доступны только администраторам/),
    ).toBeInTheDocument();
    unmount();
    api(() => ({ status: 403, body: { message: 'Недостаточно прав: нужна роль администратора' } }));
    renderAdmin('/admin/backups');
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument();
  });

  it('shows the schedule, the last copy and every file with its date, size and release', async () => {
    api(() => BACKUPS);
    renderAdmin('/admin/backups');
    expect(await screen.findByRole('link', { name: 'Резервные копии' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      screen.getByText(
        'Копии делаются каждый день в 03:00 (по московскому времени) в папку /var/backups/shop; хранятся последние 7.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Следующая копия: 03.12.2026, 03:00.')).toBeInTheDocument();
    expect(screen.getByText('Последняя удачная копия: 02.12.2026, 03:00.')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Копии в папке BACKUP_DIR, новые первыми' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('shop-2026-12-02-030000.tar02.12.2026, 03:0046,3 МБ1.1.0Скачать');
    expect(rows[1]).toHaveTextContent('900 байт');
  });

  it('says the schedule is off and what to set, and shows why the last copy failed', async () => {
    api(() => ({ ...BACKUPS, dir: null, every: null, nextAt: null, files: [] }));
    renderAdmin('/admin/backups');
    expect(
      await screen.findByText(/Копии по расписанию выключены: задайте в настройках сервера BACKUP_DIR/),
    ).toBeInTheDocument();
    expect(screen.getByText('Копий в папке пока нет.')).toBeInTheDocument();
    api(() => ({ ...BACKUPS, every: '6h', lastError: 'Нет места на диске: копия не записана' }));
    renderAdmin('/admin/backups');
    expect(await screen.findByText(/каждые 6 ч/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Последняя копия не удалась: Нет места на диске: копия не записана',
    );
  });

  it('a double click makes one copy; the button waits and the list refreshes until it is done', async () => {
    const user = userEvent.setup();
    let state: Backups = BACKUPS;
    const made = { ...FILE, name: 'shop-2026-12-02-120000.tar', createdAt: '2026-12-02T09:00:05.000Z' };
    const calls = api(
      () => state,
      () => {
        state = { ...BACKUPS, running: true };
        // The copy is whole by the page's next look.
        setTimeout(() => (state = { ...BACKUPS, files: [made, ...BACKUPS.files] }), RUNNING_POLL_MS / 2);
        return { status: 202, body: state };
      },
    );
    renderAdmin('/admin/backups');
    const button = await screen.findByRole('button', { name: 'Сделать копию сейчас' });
    await user.dblClick(button);
    expect(
      await screen.findByText('Копия создаётся… Список обновится, когда она будет готова.'),
    ).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(
      await screen.findByText('shop-2026-12-02-120000.tar', {}, { timeout: 3 * RUNNING_POLL_MS }),
    ).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(posts(calls)).toHaveLength(1);
  });

  it('is worked by keyboard, and says the server’s refusal (a copy already running)', async () => {
    const user = userEvent.setup();
    const calls = api(
      () => BACKUPS,
      () => ({ status: 409, body: { message: 'Резервная копия уже создаётся' } }),
    );
    renderAdmin('/admin/backups');
    (await screen.findByRole('button', { name: 'Сделать копию сейчас' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Error: Резервная копия уже создаётся')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
  });

  it('downloads a copy with the admin’s token, saved under its own name', async () => {
    const user = userEvent.setup();
    const calls = api(() => BACKUPS);
    const listed = globalThis.fetch;
    const file = new Blob(['tar']);
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
      String(input).includes('.tar')
        ? ({ ok: true, status: 200, blob: async () => file } as Response)
        : listed(input, init),
    ) as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:backup');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.href} ${this.download}`);
    });
    renderAdmin('/admin/backups');
    await user.click(await screen.findByRole('button', { name: 'Скачать shop-2026-12-02-030000.tar' }));
    await waitFor(() => expect(saved).toEqual(['blob:backup shop-2026-12-02-030000.tar']));
    const [url, init] = (globalThis.fetch as jest.Mock).mock.calls.find(([input]) =>
      String(input).includes('.tar'),
    );
    expect(String(url)).toMatch(/\/api\/admin\/backups\/shop-2026-12-02-030000\.tar$/);
    expect(new Headers((init as RequestInit).headers).get('authorization')).toBe('Bearer token');
    expect(posts(calls)).toHaveLength(0);
  });
});

describe('sizes in Russian units', () => {
  it.each([
    [812, '812 байт'],
    [4_400_000, '4,2 МБ'],
    [1_395_864_371, '1,3 ГБ'],
    [150 * 1024 * 1024, '150 МБ'],
  ])('%d bytes: %s', (bytes, text) => expect(sizeText(bytes)).toBe(text));
});
