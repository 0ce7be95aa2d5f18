import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { ListingFiltersResponse } from '@shop/shared';
import { renderAt } from '../../testing';
import { FilterChips, Filters, FoundCount, useFilterParams } from '.';

const LOCKS = [
  'Ключевой',
  'Электронный кодовый',
  'Механический кодовый',
  'Кодовый',
  'Биометрический',
  'Под навесной замок',
];
const facets: ListingFiltersResponse = {
  total: 128,
  price: { min: 4000, max: 90000 },
  available: 120,
  props: [
    { type: 'range', key: 'Вместимость', unit: 'ед. оружия', min: 1, max: 12 },
    {
      type: 'values',
      key: 'Тип замка',
      values: LOCKS.map((value, i) => ({ value, count: i === 3 ? 0 : 10 + i })),
    },
  ],
};

/** The panel, chips and count wired to the URL, as a listing page mounts them. */
function Page() {
  const { filters, setFilters } = useFilterParams();
  return (
    <>
      <Filters facets={facets} filters={filters} onChange={setFilters} />
      <FilterChips filters={filters} facets={facets} onChange={setFilters} />
    </>
  );
}

const location = () =>
  decodeURIComponent(screen.getByTestId('location').textContent ?? '').replace(/\+/g, ' ');

describe('filter panel', () => {
  it('a column of labelled controls: price, availability with its count, values with counts, ranges', () => {
    renderAt(<Page />, { path: '/catalog/seyfy/dlya-oruzhiya' });
    const panel = screen.getByRole('complementary', { name: 'Фильтры' });
    expect(within(panel).getByRole('textbox', { name: 'Цена, руб. от' })).toHaveAttribute(
      'placeholder',
      '4 000',
    );
    expect(within(panel).getByRole('textbox', { name: 'Цена, руб. до' })).toHaveAttribute(
      'placeholder',
      '90 000',
    );
    expect(within(panel).getByRole('checkbox', { name: /Только в наличии/ })).toBeEnabled();
    expect(within(panel).getByText('120')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Вместимость, ед. оружия от' })).toBeInTheDocument();
    const locks = within(panel).getByRole('group', { name: 'Тип замка' });
    expect(within(locks).getByRole('checkbox', { name: /Ключевой/ })).toBeEnabled();
    // A value that would leave no items stays visible, disabled.
    expect(within(locks).getByRole('checkbox', { name: /^Кодовый/ })).toBeDisabled();
  });

  it('folds a list after 5 values behind «Показать все»', async () => {
    renderAt(<Page />);
    const locks = screen.getByRole('group', { name: 'Тип замка' });
    expect(within(locks).getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.click(within(locks).getByRole('button', { name: 'Показать все' }));
    expect(within(locks).getAllByRole('checkbox')).toHaveLength(6);
    expect(within(locks).getByRole('button', { name: 'Свернуть' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('choices go into the URL beside the sort, back to page 1, and show as chips', async () => {
    renderAt(<Page />, { path: '/catalog/seyfy/dlya-oruzhiya?page=3&sort=price_asc' });
    await userEvent.click(screen.getByRole('checkbox', { name: /Электронный кодовый/ }));
    expect(location()).toBe('/catalog/seyfy/dlya-oruzhiya?sort=price_asc&f.Тип замка=Электронный кодовый');
    await userEvent.type(screen.getByRole('textbox', { name: 'Цена, руб. до' }), '30000{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Вместимость, ед. оружия от' }), '3{Enter}');
    expect(location()).toBe(
      '/catalog/seyfy/dlya-oruzhiya?sort=price_asc&price_to=30000&f.Вместимость=3-&f.Тип замка=Электронный кодовый',
    );
    const chips = screen.getByRole('list', { name: 'Выбранные фильтры' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Цена: до 30 000 руб. ×',
      'Вместимость: от 3 ед. оружия ×',
      'Тип замка: Электронный кодовый ×',
      'Сбросить все',
    ]);
    await userEvent.click(within(chips).getByRole('button', { name: 'Убрать фильтр: Цена: до 30 000 руб.' }));
    expect(location()).not.toMatch(/price_to/);
    expect(screen.getByRole('textbox', { name: 'Цена, руб. до' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить все' }));
    expect(location()).toBe('/catalog/seyfy/dlya-oruzhiya?sort=price_asc');
    expect(screen.queryByRole('list', { name: 'Выбранные фильтры' })).not.toBeInTheDocument();
  });

  it('reads the filters of a link: chosen boxes ticked, a folded chosen value shown', () => {
    renderAt(<Page />, {
      path: `/catalog/x/y?available=1&f.${encodeURIComponent('Тип замка')}=${encodeURIComponent('Под навесной замок')}`,
    });
    expect(screen.getByRole('checkbox', { name: /Только в наличии/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Под навесной замок/ })).toBeChecked();
  });

  it('on a phone: a «Фильтры» button opens a full-screen dialog that closes with «Показать N товаров»', async () => {
    renderAt(<Page />, { path: '/catalog/x/y?available=1' });
    // CSS shows the column on a wide screen only and the button on a phone only (the e2e suite sees it).
    expect(screen.getByRole('complementary', { name: 'Фильтры' })).toHaveClass('wideOnly');
    expect(screen.getByRole('button', { name: 'Фильтры (1)' })).toHaveClass('phoneOnly');
    await userEvent.click(screen.getByRole('button', { name: 'Фильтры (1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Фильтры' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Ключевой/ }));
    expect(location()).toMatch(/f\.Тип замка=Ключевой/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Показать 128 товаров' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the server's «Фильтры» button and the column's controls are off until the page's code runs", () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <MemoryRouter initialEntries={['/catalog/x/y']}>
        <Page />
      </MemoryRouter>,
    );
    const button = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Фильтры');
    expect(button?.hasAttribute('disabled')).toBe(true);
    // The column's controls too (a disabled fieldset turns off every control inside it).
    const controls = [...host.querySelectorAll('aside input, aside button')];
    expect(controls.length).toBeGreaterThan(5);
    expect(controls.filter((control) => !control.matches(':disabled'))).toEqual([]);
  });
});

describe('found count', () => {
  it.each([
    [1, 'Найден 1 товар'],
    [3, 'Найдено 3 товара'],
    [128, 'Найдено 128 товаров'],
    [0, 'Найдено 0 товаров'],
  ])('%i → «%s», in a polite live region', (total, text) => {
    renderAt(<FoundCount total={total} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });
});
