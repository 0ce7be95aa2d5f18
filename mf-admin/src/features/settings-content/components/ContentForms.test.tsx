import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomeSettings } from '@shop/shared';
import { type FetchCall, picture, type Responder, resetShop, sentBody } from '../../../testing';
import { answerOf, renderAdmin } from '../../../testing/adminPage';
import { puts, SETTINGS, settingsAnswer, settingsApi } from '../../../testing/settings';

const CONFLICT = 'Настройки изменил другой администратор. Обновите страницу: ваши изменения не сохранены';
const card = picture(7).card;
const HOME: HomeSettings = {
  slides: [
    { title: 'Сейфы', text: 'Более 15 000 товаров', image: null, link: null, visible: true },
    {
      title: 'Стеллажи',
      text: 'Складские и архивные',
      image: card,
      link: { to: '/catalog/stellazhi', label: 'Смотреть стеллажи' },
      visible: true,
    },
  ],
  promos: [],
};

/** A section's save: the sent value one version up, or `answer` instead. */
const saved = (answer?: unknown) => (call: FetchCall) => {
  const { version, value } = sentBody(call) as { version: number; value: unknown };
  return answerOf(answer ?? { value, version: version + 1, updatedAt: null, updatedBy: null });
};

function api(routes: Record<string, Responder> = {}) {
  return settingsApi({
    read: () => settingsAnswer({ ...SETTINGS, home: HOME }, { home: 3 }),
    routes: {
      '/api/admin/settings/home/': saved(),
      '/api/admin/settings/pages/': saved(),
      '/api/admin/settings/exchange/': saved(),
      '/api/admin/settings/stock/': saved(),
      ...routes,
    },
  });
}

beforeEach(() => resetShop());

describe('«Настройки» → «Главная»', () => {
  it('moves a slide down, keeps the focus on it, and saves the new order on its version', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderAdmin('/admin/settings/home');
    const down = await screen.findByRole('button', { name: 'Ниже: Слайд 1 «Сейфы»' });
    await user.click(down);
    // The moved slide is last now: its «Ниже» is disabled, so the focus is on its «Выше».
    expect(screen.getByRole('button', { name: 'Выше: Слайд 2 «Сейфы»' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сохранено: изменения уже на сайте')).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      { version: 3, value: { ...HOME, slides: [HOME.slides[1], HOME.slides[0]] } },
    ]);
  });

  it('shows the server’s refusal of a file that is not a picture, and keeps the slide as it was', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const refusal = 'Это не картинка: принимаются файлы JPEG, PNG и WebP';
    const calls = api({
      '/api/admin/settings/pictures/': () => ({ status: 400, body: { message: refusal } }),
    });
    renderAdmin('/admin/settings/home');
    const slide = within((await screen.findByText('Слайд 1')).closest('fieldset')!);
    await user.upload(slide.getByLabelText('Загрузить картинку'), new File(['<svg/>'], 'x.txt'));
    expect(await slide.findByRole('alert')).toHaveTextContent(refusal);
    expect(slide.getByText('Картинки нет')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/admin/settings/pictures/'))).toBe(true);
  });

  it('an uploaded picture goes with the save; a card without a picture or with a foreign link is not sent', async () => {
    const user = userEvent.setup();
    const calls = api({ '/api/admin/settings/pictures/': () => ({ body: { image: card } }) });
    renderAdmin('/admin/settings/home');
    await user.click(await screen.findByRole('button', { name: 'Добавить промо-карточку' }));
    const promo = within(screen.getByText('Промо-карточка 1').closest('fieldset')!);
    expect(promo.getByLabelText('Заголовок')).toHaveFocus();
    await user.type(promo.getByLabelText('Заголовок'), 'Распродажа');
    await user.type(promo.getByLabelText('Текст'), 'Скидки до 30 %');
    await user.type(promo.getByLabelText('Ссылка'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await promo.findByText('Загрузите картинку')).toBeInTheDocument();
    expect(
      promo.getByText('Страница сайта (/catalog/…) или адрес https://…', { selector: '[id$="-error"]' }),
    ).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
    await user.clear(promo.getByLabelText('Ссылка'));
    await user.type(promo.getByLabelText('Ссылка'), '/catalog/seyfy');
    await user.upload(
      promo.getByLabelText('Загрузить картинку'),
      new File(['jpeg'], 'a.jpg', { type: 'image/jpeg' }),
    );
    expect(await promo.findByText('Картинка загружена')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect((puts(calls)[0] as { value: HomeSettings }).value.promos).toEqual([
      { title: 'Распродажа', text: 'Скидки до 30 %', to: '/catalog/seyfy', image: card, visible: true },
    ]);
  });

  it('a save over another administrator’s newer one is refused with his message, the draft kept', async () => {
    const user = userEvent.setup();
    api({ '/api/admin/settings/home/': saved({ status: 409, body: { message: CONFLICT } }) });
    renderAdmin('/admin/settings/home');
    const visible = within((await screen.findByText('Слайд 2')).closest('fieldset')!).getByLabelText(
      'Показывать на сайте',
    );
    await user.click(visible);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(`Error: ${CONFLICT}`)).toBeInTheDocument();
    expect(visible).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Обновить страницу настроек' })).toBeInTheDocument();
  });
});

describe('«Настройки» → «Страницы»', () => {
  it('a pasted script never reaches the text; the preview shows what the server publishes', async () => {
    const user = userEvent.setup();
    const calls = api({
      '/api/admin/settings/pages/preview/': (call) => ({
        body: { html: (sentBody(call) as { html: string }).html },
      }),
    });
    renderAdmin('/admin/settings/pages');
    const editor = await screen.findByRole('textbox', { name: 'Текст страницы «О компании»' });
    const pasted =
      '<h1 onclick="x()">О нас</h1><script>alert(1)</script><p style="color:red">Мы <b>продаём</b> сейфы' +
      '<img src=x onerror=alert(2)> <a href="javascript:alert(3)">тут</a> и <a href="/contacts/">там</a></p>';
    fireEvent.paste(editor, {
      clipboardData: { getData: (type: string) => (type === 'text/html' ? pasted : '') },
    });
    const clean = '<h2>О нас</h2><p>Мы <strong>продаём</strong> сейфы тут и <a href="/contacts/">там</a></p>';
    expect(editor.innerHTML).toBe(clean);
    await user.click(screen.getByRole('button', { name: 'Предпросмотр' }));
    const preview = await screen.findByRole('region', { name: 'Так страница будет опубликована' });
    expect(within(preview).getByRole('heading', { name: 'О нас' })).toBeInTheDocument();
    expect(preview.querySelector('script, img, [onclick], [style]')).toBeNull();
    const sent = calls.find((call) => call.url.endsWith('/pages/preview/'));
    expect(sentBody(sent)).toEqual({ html: clean });
    await user.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() =>
      expect(puts(calls)).toEqual([{ version: 1, value: { pages: { company: { html: clean } } } }]),
    );
  });

  it('a link is inserted only with a safe address', async () => {
    const user = userEvent.setup();
    api();
    renderAdmin('/admin/settings/pages');
    const editor = await screen.findByRole('textbox', { name: 'Текст страницы «О компании»' });
    await user.click(screen.getByRole('button', { name: 'Ссылка' }));
    const address = screen.getByLabelText('Адрес ссылки');
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Ссылка — страница сайта');
    await user.clear(address);
    await user.type(address, 'https://example.ru/{Enter}');
    expect(editor.innerHTML).toBe('<a href="https://example.ru/">https://example.ru/</a>');
  });
});

describe('«Настройки» → «Обмен с 1С» and «Наличие»', () => {
  it('chooses the price types from the last offers.xml', async () => {
    const user = userEvent.setup();
    const calls = api({
      '/api/admin/exchange-1c/priceTypes/': () => ({
        body: { types: ['BASE', 'Старая'], file: 'offers.xml', at: '2026-12-01T09:00:00.000Z' },
      }),
    });
    renderAdmin('/admin/settings/exchange-1c');
    const price = await screen.findByRole('combobox', { name: 'Тип цены магазина' });
    await within(price).findByRole('option', { name: 'BASE' });
    // The stored type the file lacks stays visible as such.
    expect(
      within(price).getByRole('option', { name: 'Розничная (нет в последнем файле)' }),
    ).toBeInTheDocument();
    await user.selectOptions(price, 'BASE');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Тип старой цены' }), 'Старая');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(puts(calls)).toEqual([{ version: 1, value: { priceType: 'BASE', oldPriceType: 'Старая' } }]),
    );
  });

  it('before any offers.xml the type is typed; an empty one is not sent', async () => {
    const user = userEvent.setup();
    const calls = api({
      '/api/admin/exchange-1c/priceTypes/': () => ({ body: { types: [], file: null, at: null } }),
    });
    renderAdmin('/admin/settings/exchange-1c');
    const price = await screen.findByRole('textbox', { name: 'Тип цены магазина' });
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Заполните поле «Тип цены магазина»', { selector: '[id$="-error"]' }),
    ).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
  });

  it('«Нет в наличии» is saved as not orderable', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderAdmin('/admin/settings/stock');
    await user.click(await screen.findByRole('radio', { name: /Нет в наличии/ }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(puts(calls)).toEqual([{ version: 1, value: { outOfStock: 'not_available' } }]),
    );
  });
});
