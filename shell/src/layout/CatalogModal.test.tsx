import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@shop/shared';
import { byPath, mockFetch, renderLayout, resetShop, siteContent } from '../testing';

const sub = (name: string, link: string, children: [string, string][] = []) => ({
  subcategoryName: name,
  subcategoryLink: link,
  itemsCount: 10,
  imageSrc: '',
  subcategories: children.map(([subcategoryName, subcategoryLink]) => ({
    subcategoryName,
    subcategoryLink,
    itemsCount: 5,
    imageSrc: '',
  })),
});

const MENU: Category[] = [
  {
    _id: '1',
    categoryName: 'Сейфы',
    categoryLink: '/catalog/seyfy',
    categoryImg: '',
    subcategories: [
      sub('Оружейные сейфы', '/catalog/seyfy/dlya-oruzhiya', [
        ['Для пистолетов', '/catalog/seyfy/dlya-oruzhiya/pistolety'],
      ]),
      sub('Офисные сейфы', '/catalog/seyfy/ofisnye'),
    ],
  },
  {
    _id: '2',
    categoryName: 'Металлические стеллажи',
    categoryLink: '/catalog/stellazhi-metallicheskie',
    categoryImg: '',
    subcategories: [
      sub('Складские стеллажи', '/catalog/stellazhi-metallicheskie/skladskie-stellazhi', [
        ['Полочные', '/catalog/stellazhi-metallicheskie/skladskie-stellazhi/polochnye'],
        ['Паллетные', '/catalog/stellazhi-metallicheskie/skladskie-stellazhi/palletnye'],
      ]),
    ],
  },
];

beforeEach(resetShop);

/** The menu, and the owner's content the layout asks again after following an entry. */
function serveMenu() {
  return mockFetch(
    byPath({
      '/api/catalog/menu/': () => ({ status: 200, body: MENU }),
      '/api/site/': () => ({ body: siteContent() }),
    }),
  );
}

async function openCatalog() {
  const user = userEvent.setup();
  renderLayout();
  await user.click(screen.getByRole('complementary').querySelector('button')!);
  const dialog = screen.getByRole('dialog', { name: 'Каталог' });
  await within(dialog).findByRole('list', { name: 'Категории' });
  return { user, dialog, categories: () => within(within(dialog).getByRole('list', { name: 'Категории' })) };
}

describe('catalogue modal', () => {
  it('shows the first category, and the hovered one with its subcategories and their sub-items', async () => {
    serveMenu();
    const { user, dialog, categories } = await openCatalog();
    expect(within(dialog).getByRole('region', { name: 'Сейфы' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Оружейные сейфы' })).toHaveAttribute(
      'href',
      '/catalog/seyfy/dlya-oruzhiya',
    );
    expect(within(dialog).getByRole('link', { name: 'Для пистолетов' })).toBeInTheDocument();

    await user.hover(categories().getByRole('link', { name: 'Металлические стеллажи' }));
    expect(within(dialog).getByRole('region', { name: 'Металлические стеллажи' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Оружейные сейфы' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Складские стеллажи' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Паллетные' })).toHaveAttribute(
      'href',
      '/catalog/stellazhi-metallicheskie/skladskie-stellazhi/palletnye',
    );
  });

  it('shows the focused category when moving with the keyboard, and keeps focus inside', async () => {
    serveMenu();
    const { user, dialog, categories } = await openCatalog();
    expect(categories().getByRole('link', { name: 'Сейфы' })).toHaveFocus();

    await user.tab();
    expect(categories().getByRole('link', { name: 'Металлические стеллажи' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Полочные' })).toBeInTheDocument();

    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and on an outside click, fetching the menu only once', async () => {
    const calls = serveMenu();
    const { user } = await openCatalog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('complementary').querySelector('button')!);
    const dialog = screen.getByRole('dialog', { name: 'Каталог' });
    expect(within(dialog).getByRole('list', { name: 'Категории' })).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(calls.filter((call) => call.url === '/api/catalog/menu/')).toHaveLength(1);
  });

  it('closes when an entry is followed', async () => {
    serveMenu();
    const { user, dialog } = await openCatalog();
    await user.click(within(dialog).getByRole('link', { name: 'Офисные сейфы' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a Russian error with a working «Повторить»', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockFetch(
      byPath({
        '/api/catalog/menu/': () =>
          fail ? { status: 503, body: { message: 'Сервис недоступен' } } : { status: 200, body: MENU },
      }),
    );
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('complementary').querySelector('button')!);
    const dialog = screen.getByRole('dialog', { name: 'Каталог' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
    expect(log).toHaveBeenCalledWith('HTTP error! Status: 503');

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(within(dialog).getByRole('list', { name: 'Категории' })).toBeInTheDocument());
    log.mockRestore();
  });
});
