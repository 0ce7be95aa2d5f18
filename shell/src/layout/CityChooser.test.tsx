import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderLayout, resetShop } from '../testing';

beforeEach(resetShop);

async function openChooser() {
  const user = userEvent.setup();
  renderLayout();
  await user.click(screen.getByRole('button', { name: /Ваш город/ }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Выберите город' }) };
}

const cityNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('city chooser', () => {
  it('shows the default region in the header and opens from it', async () => {
    const { dialog } = await openChooser();
    expect(screen.getByRole('banner')).toHaveTextContent('Донецкая Народная Республика');
    expect(within(dialog).getByRole('searchbox', { name: 'Найти город' })).toHaveFocus();
  });

  it('lists the four regions and the cities of the chosen region, Горловка once', async () => {
    const { user, dialog } = await openChooser();
    const regions = within(dialog).getByRole('region', { name: 'Регионы' });
    expect(cityNames(regions)).toEqual([
      'Донецкая Народная Республика',
      'Луганская Народная Республика',
      'Запорожская область',
      'Херсонская область',
    ]);
    expect(within(regions).getByRole('button', { name: 'Донецкая Народная Республика' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const dnr = cityNames(within(dialog).getByRole('list', { name: 'Донецкая Народная Республика' }));
    expect(dnr).toHaveLength(24);
    expect(new Set(dnr).size).toBe(24);
    expect(dnr.filter((city) => city === 'Горловка')).toHaveLength(1);

    await user.click(within(regions).getByRole('button', { name: 'Луганская Народная Республика' }));
    const lnr = cityNames(within(dialog).getByRole('list', { name: 'Луганская Народная Республика' }));
    expect(lnr).toHaveLength(35);
    expect(new Set(lnr).size).toBe(35);

    await user.click(within(regions).getByRole('button', { name: 'Запорожская область' }));
    expect(cityNames(within(dialog).getByRole('list', { name: 'Запорожская область' }))).toEqual([
      'Бердянск',
      'Васильевка',
      'Днепрорудное',
      'Каменка-Днепровская',
      'Мелитополь',
      'Молочанск',
      'Пологи',
      'Приморск',
      'Токмак',
      'Энергодар',
    ]);

    await user.click(within(regions).getByRole('button', { name: 'Херсонская область' }));
    expect(cityNames(within(dialog).getByRole('list', { name: 'Херсонская область' }))).toEqual([
      'Алёшки',
      'Геническ',
      'Голая Пристань',
      'Каховка',
      'Новая Каховка',
      'Скадовск',
      'Таврийск',
    ]);
  });

  it('filters cities across all regions as you type', async () => {
    const { user, dialog } = await openChooser();
    const input = within(dialog).getByRole('searchbox', { name: 'Найти город' });

    await user.type(input, 'кам');
    expect(cityNames(within(dialog).getByRole('list', { name: 'Запорожская область' }))).toEqual([
      'Каменка-Днепровская',
    ]);
    await user.clear(input);

    await user.type(input, 'каховка');
    const cities = within(dialog).getByRole('region', { name: 'Города' });
    expect(cityNames(cities)).toEqual(['Каховка', 'Новая Каховка']);

    await user.clear(input);
    await user.type(input, 'ск');
    expect(within(dialog).getByRole('list', { name: 'Донецкая Народная Республика' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Луганская Народная Республика' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Херсонская область' })).toBeInTheDocument();

    await user.type(input, 'ъъъ');
    expect(within(dialog).getByText('Город не найден')).toBeInTheDocument();
  });

  it('stores the picked city as { city } and closes', async () => {
    const { user, dialog } = await openChooser();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Найти город' }), 'мелит');
    await user.click(within(dialog).getByRole('button', { name: 'Мелитополь' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('city')!)).toEqual({ city: 'Мелитополь' });
    expect(screen.getByRole('button', { name: /Ваш город/ })).toHaveTextContent('Мелитополь');
    expect(screen.getByRole('button', { name: /Ваш город/ })).toHaveFocus();
  });

  it('opens on the region of the current city and marks it', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    renderLayout();
    await user.click(screen.getByRole('button', { name: /Ваш город/ }));
    await user.click(screen.getByRole('button', { name: 'Херсонская область' }));
    await user.click(screen.getByRole('button', { name: 'Скадовск' }));

    await user.click(screen.getByRole('button', { name: /Ваш город/ }));
    const dialog = screen.getByRole('dialog', { name: 'Выберите город' });
    expect(within(dialog).getByRole('button', { name: 'Херсонская область' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Скадовск' })).toHaveAttribute('aria-current', 'true');
  });

  it('closes on Escape without changing the city', async () => {
    const { user } = await openChooser();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('city')).toBeNull();
  });
});
