import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ImportPreview } from '@shop/shared';
import { type FetchCall, resetShop, type Responder, sentBody } from '../../../testing';
import { adminApi, renderAdmin } from '../../../testing/adminPage';

const PREVIEW: ImportPreview = {
  token: 'a'.repeat(48),
  kind: 'csv',
  full: true,
  section: 'seyfy/dlya-oruzhiya',
  report: {
    created: 1,
    changed: 2,
    unchanged: 30,
    offSale: 4,
    refused: 1,
    problems: [{ line: 7, itemCode: 'X-1', message: 'Поле «Цена» должно быть числом' }],
    sweep: null,
  },
};

beforeEach(() => resetShop());

/** The page's server; `preview` answers the file's check. */
function api(preview: Responder = () => ({ body: PREVIEW })) {
  return adminApi({
    '/api/admin/products/': () => ({
      body: { products: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } },
    }),
    '/api/admin/catalogueFiles/preview/': preview,
    '/api/admin/catalogueFiles/apply/': () => ({
      body: { message: 'Изменения применены', report: PREVIEW.report },
    }),
  });
}
const csv = new File(['Код товара;Цена, руб.\r\n100200;5\r\n'], 'prajs.csv', { type: 'text/csv' });
const open = async (preview?: Responder) => {
  const user = userEvent.setup();
  const calls: FetchCall[] = api(preview);
  renderAdmin('/admin/catalogue-files');
  await screen.findByRole('heading', { name: 'Загрузка товаров из файла' });
  return { user, calls };
};

describe('«Импорт и экспорт»', () => {
  it('asks a visitor to log in; the navigation leads here', async () => {
    api();
    const { unmount } = renderAdmin('/admin/catalogue-files', { visitor: true });
    expect(
      await screen.findByText(/Каталог загружают и выгружают только администраторы/),
    ).toBeInTheDocument();
    unmount();
    renderAdmin('/admin/catalogue-files');
    expect(await screen.findByRole('link', { name: 'Импорт и экспорт' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('a full import: warns plainly, sends the file with its options, shows the report, applies once', async () => {
    const { user, calls } = await open();
    await user.click(screen.getByRole('button', { name: 'Проверить файл' }));
    expect(screen.getByText('Выберите файл')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Файл CSV или YML'), csv);
    expect(screen.getByText('Выбран файл: prajs.csv')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Снять с продажи (полная загрузка)' }));
    expect(
      screen.getByText(/все товары выбранного раздела, которых нет в файле, будут сняты с продажи/),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Раздел полной загрузки'), 'Сейфы / Сейфы для оружия');
    await user.click(screen.getByRole('button', { name: 'Проверить файл' }));

    const heading = await screen.findByRole('heading', { name: 'Что изменит файл' });
    expect(heading).toHaveFocus();
    const sent = calls.find((call) => call.url.includes('/preview/'))!;
    expect(new URL(sent.url, 'http://localhost').search).toBe('?full=true&section=seyfy%2Fdlya-oruzhiya');
    expect(sent.init.body).toBe(csv);
    expect((sent.init.headers as Record<string, string>)['Content-Type']).toBe('application/octet-stream');
    const figures = screen.getByRole('table', { name: 'Итог проверки' });
    expect([...figures.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '1',
      '2',
      '30',
      '4',
      '1',
    ]);
    expect(
      screen.getByText('Полная загрузка: 4 товаров, которых нет в файле, будут сняты с продажи.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Пропущенные строки' })).toHaveTextContent(
      '7X-1Поле «Цена» должно быть числом',
    );

    const apply = screen.getByRole('button', { name: 'Применить' });
    await user.click(apply);
    expect(await screen.findByText('Изменения применены')).toBeInTheDocument();
    expect(apply).toBeDisabled();
    const applies = calls.filter((call) => call.url.includes('/apply/'));
    expect(applies.map(sentBody)).toEqual([{ token: PREVIEW.token }]);
  });

  it('a full import past the allowed share: says how many, «Применить» waits for a tick and sends it', async () => {
    const sweep = {
      offSale: 900,
      onSale: 1000,
      message: 'Полная загрузка сняла бы с продажи 900 из 1 000 товаров',
    };
    const { user, calls } = await open(() => ({
      body: { ...PREVIEW, section: null, report: { ...PREVIEW.report, offSale: 900, sweep } },
    }));
    await user.upload(screen.getByLabelText('Файл CSV или YML'), csv);
    await user.click(screen.getByRole('radio', { name: 'Снять с продажи (полная загрузка)' }));
    await user.click(screen.getByRole('button', { name: 'Проверить файл' }));
    await screen.findByRole('heading', { name: 'Что изменит файл' });
    expect(
      screen.getByText(/^Полная загрузка сняла бы с продажи 900 из 1 000 товаров\. /),
    ).toBeInTheDocument();
    const apply = screen.getByRole('button', { name: 'Применить' });
    expect(apply).toBeDisabled();
    const tick = screen.getByRole('checkbox', {
      name: 'Да, снять с продажи 900 товаров, которых нет в файле',
    });
    expect(tick).toHaveAccessibleDescription(/сняла бы с продажи 900 из 1 000 товаров/);
    tick.focus();
    await user.keyboard(' ');
    expect(tick).toBeChecked();
    await user.click(apply);
    expect(await screen.findByText('Изменения применены')).toBeInTheDocument();
    const applies = calls.filter((call) => call.url.includes('/apply/'));
    expect(applies.map(sentBody)).toEqual([{ token: PREVIEW.token, confirmOffSale: true }]);
  });

  it("says the server's Russian error for a broken file, and nothing is shown to apply", async () => {
    const user = userEvent.setup();
    api(() => ({
      status: 400,
      body: { message: 'Файл не прочитан: строка 5: это не правильный XML (ошибка разметки)' },
    }));
    renderAdmin('/admin/catalogue-files');
    await user.upload(await screen.findByLabelText('Файл CSV или YML'), csv);
    await user.click(screen.getByRole('button', { name: 'Проверить файл' }));
    expect(await screen.findByText(/Файл не прочитан: строка 5: это не правильный XML/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Применить' })).not.toBeInTheDocument();
  });
});
