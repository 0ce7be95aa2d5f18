import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectBasketCount, useShopStore } from '@shop/shared';
import { item, mockFetch, picture, renderAt } from '../testing';
import Product from './Product';

beforeEach(() => {
  localStorage.clear();
  useShopStore.setState({ basket: [], favorite: [], compare: [] });
});

const withImages = item('100005', {
  images: ['/img/1.svg', '/img/2.svg', '/img/3.svg'],
  weight: 158.1,
  props: [
    { key: 'Класс взломостойкости', value: 'I' },
    { key: 'Замок', value: 'ключевой' },
  ],
});

describe('product page', () => {
  it('says «404» without a productCode', () => {
    const calls = mockFetch(() => ({ body: {} }));
    renderAt(<Product />, { path: '/catalog/product' });
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows name, code, gallery, prices, dimensions, weight, the notes and the characteristics', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(() => ({ body: withImages }));
    renderAt(<Product />, { path: '/catalog/product?productCode=100005' });
    expect(await screen.findByRole('heading', { name: 'Сейф 100005' })).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/catalog/item/100005/');
    expect(screen.getByText('Код товара: 100005')).toBeInTheDocument();
    expect(screen.getByText('Цена указана с учётом НДС 20%')).toBeInTheDocument();
    expect(screen.getByText('Размеры указаны без учёта замков и ручек.')).toBeInTheDocument();
    expect(screen.getByText('Допустимое отклонение веса +/-10%.')).toBeInTheDocument();
    expect(screen.getByText('500×400×350 мм')).toBeInTheDocument();
    expect(screen.getByText('158,1 кг')).toBeInTheDocument(); // a decimal comma, not «158.1»
    expect(screen.getByText('Класс взломостойкости')).toBeInTheDocument();

    expect(screen.getByRole('img', { name: 'Сейф 100005' })).toHaveAttribute('src', '/img/1.svg');
    await user.click(screen.getByRole('button', { name: 'Показать фото 3' }));
    expect(screen.getByRole('img', { name: 'Сейф 100005' })).toHaveAttribute('src', '/img/3.svg');
  });

  it('shows the owner’s description as paragraphs under «Описание», and no such section without one', async () => {
    mockFetch(() => ({
      body: item('100005', { description: 'Сейф для дома.\n\nКрепится к полу анкерами.\n\n\n' }),
    }));
    const { unmount } = renderAt(<Product />, { path: '/catalog/product?productCode=100005' });
    const section = (await screen.findByRole('heading', { name: 'Описание' })).closest('section')!;
    expect(
      within(section)
        .getAllByText(/./, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual(['Сейф для дома.', 'Крепится к полу анкерами.']);
    unmount();

    mockFetch(() => ({ body: item('100006', { description: '  \n ' }) }));
    renderAt(<Product />, { path: '/catalog/product?productCode=100006' });
    await screen.findByRole('heading', { name: 'Сейф 100006' });
    expect(screen.queryByRole('heading', { name: 'Описание' })).not.toBeInTheDocument();
  });

  it('shows the uploaded pictures, main first, as WebP with a JPEG fallback, instead of the drawings', async () => {
    const user = userEvent.setup();
    const uploaded = [picture(2, true), picture(1)];
    mockFetch(() => ({
      body: { ...withImages, pictures: uploaded, images: uploaded.map((p) => p.page.src) },
    }));
    const { container } = renderAt(<Product />, { path: '/catalog/product?productCode=100005' });
    const main = await screen.findByRole('img', { name: 'Сейф 100005' });
    expect(main).toHaveAttribute('src', '/api/pictures/2-page-1.jpg');
    expect(main.closest('picture')?.querySelector('source')).toHaveAttribute(
      'srcset',
      '/api/pictures/2-page-1.webp 1x, /api/pictures/2-page-2.webp 2x',
    );
    // Two thumbnails (not the three drawings), each a picture of its own.
    expect(screen.queryByRole('button', { name: 'Показать фото 3' })).not.toBeInTheDocument();
    expect(container.querySelectorAll('ul picture source[type="image/webp"]')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Показать фото 2' }));
    expect(screen.getByRole('img', { name: 'Сейф 100005' })).toHaveAttribute(
      'src',
      '/api/pictures/1-page-1.jpg',
    );
  });

  it('shows its breadcrumbs from the home page through its sections, the product itself last', async () => {
    mockFetch(() => ({
      body: item('100005', {
        sections: [
          { name: 'Сейфы', link: '/catalog/seyfy' },
          { name: 'Сейфы для оружия', link: '/catalog/seyfy/dlya-oruzhiya' },
          { name: 'Для карабинов', link: '/catalog/seyfy/dlya-oruzhiya/dlya-karabinov' },
        ],
      }),
    }));
    renderAt(<Product />, { path: '/catalog/product?productCode=100005' });
    const crumbs = within(await screen.findByRole('navigation', { name: 'Навигационная цепочка' }));
    expect(crumbs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Главная', '/'],
      ['Сейфы', '/catalog/seyfy'],
      ['Сейфы для оружия', '/catalog/seyfy/dlya-oruzhiya'],
      ['Для карабинов', '/catalog/seyfy/dlya-oruzhiya/dlya-karabinov'],
    ]);
    expect(crumbs.getByText('Сейф 100005')).toHaveAttribute('aria-current', 'page');
  });

  it('lets the quantity go down to 0 but never below, and adds nothing at 0', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ body: withImages }));
    renderAt(<Product />, { path: '/catalog/product?productCode=100005' });
    const quantity = await screen.findByRole('spinbutton', { name: 'Количество' });
    expect(quantity).toHaveValue(1);
    await user.click(screen.getByRole('button', { name: 'Уменьшить' }));
    expect(quantity).toHaveValue(0);
    expect(screen.getByRole('button', { name: 'Уменьшить' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'В корзину' })).toBeDisabled();

    fireEvent.change(quantity, { target: { value: '-5' } });
    expect(quantity).toHaveValue(0);

    await user.clear(quantity);
    await user.type(quantity, '4');
    expect(quantity).toHaveValue(4);
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    expect(screen.getByRole('link', { name: 'В корзине' })).toHaveAttribute('href', '/basket');
    expect(selectBasketCount(useShopStore.getState())).toBe(4);
  });

  it('has no quantity or basket controls without a new price', async () => {
    mockFetch(() => ({ body: item('100006', { newPrice: null, oldPrice: null, available: false }) }));
    renderAt(<Product />, { path: '/catalog/product?productCode=100006' });
    expect(await screen.findByText('Новая цена не указана')).toBeInTheDocument();
    expect(screen.getByText('Старая цена не указана')).toBeInTheDocument();
    expect(screen.getByText('Нет в наличии')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'В корзину' })).not.toBeInTheDocument();
  });

  it('says «Под заказ» beside the price of a product the owner lets buyers order without stock', async () => {
    mockFetch(() => ({ body: item('100012', { preorder: true }) }));
    renderAt(<Product />, { path: '/catalog/product?productCode=100012' });
    const mark = await screen.findByText('Под заказ');
    expect(screen.queryByText('В наличии')).not.toBeInTheDocument();
    // In the buying column, with the price and the basket's button.
    const column = mark.parentElement as HTMLElement;
    expect(within(column).getByText('12 990 руб.')).toBeInTheDocument();
    expect(within(column).getByRole('button', { name: 'В корзину' })).toBeEnabled();
  });

  it('explains an unknown code in Russian with a way back to the catalogue', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ status: 404, body: { message: 'Товар не найден' } }));
    renderAt(<Product />, { path: '/catalog/product?productCode=NOPE' });
    expect(await screen.findByRole('heading', { name: 'Товар не найден' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/catalog');
    log.mockRestore();
  });
});
