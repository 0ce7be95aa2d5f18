import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetShop } from '../../../testing';
import { renderAdmin } from '../../../testing/adminPage';
import { puts, SETTINGS, settingsApi } from '../../../testing/settings';

beforeEach(() => resetShop());

const [FIRST, SECOND] = SETTINGS.pickupPoints.points;

describe('«Настройки» → «Пункты выдачи»', () => {
  it('moves a point up with a real button, focus following it, and hides another', async () => {
    const user = userEvent.setup();
    const calls = settingsApi();
    renderAdmin('/admin/settings/pickup-points');
    await user.click(await screen.findByRole('button', { name: 'Поднять пункт 2 выше' }));
    const first = screen.getByRole('group', { name: 'Пункт 1: Пункт в Химках' });
    // At the top «Выше» is disabled: focus stays on the moved point, on its «Ниже».
    expect(within(first).getByRole('button', { name: 'Опустить пункт 1 ниже' })).toHaveFocus();
    const second = screen.getByRole('group', { name: 'Пункт 2: Склад на Складочной' });
    await user.click(within(second).getByRole('checkbox', { name: 'Показывать на сайте' }));
    expect(screen.getByRole('group', { name: 'Пункт 2: Склад на Складочной (скрыт)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сохранено: изменения уже на сайте')).toBeInTheDocument();
    expect(puts(calls)).toEqual([{ version: 1, value: { points: [SECOND, { ...FIRST, visible: false }] } }]);
  });

  it('adds a point: coordinates out of range are refused by their field, then it is sent without a number', async () => {
    const user = userEvent.setup();
    const calls = settingsApi();
    renderAdmin('/admin/settings/pickup-points');
    await user.click(await screen.findByRole('button', { name: 'Добавить пункт выдачи' }));
    const added = screen.getByRole('group', { name: 'Пункт 3' });
    const field = (label: string) => within(added).getByLabelText(label);
    expect(field('Город')).toHaveFocus();
    await user.type(field('Город'), 'Москва');
    await user.type(field('Название'), 'Пункт на Соколе');
    await user.type(field('Адрес'), 'Ленинградский пр., д. 80');
    await user.type(field('Часы работы'), 'Пн–Вс 10:00–20:00');
    await user.type(field('Широта'), '95,5');
    await user.type(field('Долгота'), '37,51');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(field('Широта')).toHaveAccessibleDescription(/Поле «Широта»: от −90 до 90/);
    expect(field('Широта')).toHaveFocus();
    expect(puts(calls)).toEqual([]);
    await user.clear(field('Широта'));
    await user.type(field('Широта'), '55,8');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сохранено: изменения уже на сайте')).toBeInTheDocument();
    expect(puts(calls)[0]).toEqual({
      version: 1,
      value: {
        points: [
          FIRST,
          SECOND,
          {
            city: 'Москва',
            title: 'Пункт на Соколе',
            location: 'Ленинградский пр., д. 80',
            hours: 'Пн–Вс 10:00–20:00',
            phone: '',
            coordinates: [55.8, 37.51],
            visible: true,
          },
        ],
      },
    });
  });

  it('a saved point cannot be deleted, only hidden; a new one can be taken back', async () => {
    const user = userEvent.setup();
    settingsApi();
    renderAdmin('/admin/settings/pickup-points');
    await user.click(await screen.findByRole('button', { name: 'Добавить пункт выдачи' }));
    expect(screen.queryByRole('button', { name: /Убрать новый пункт [12]/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Убрать новый пункт 3' }));
    expect(screen.queryByRole('group', { name: 'Пункт 3' })).not.toBeInTheDocument();
  });
});

describe('«Настройки» → «Доставка»', () => {
  it('sends the costs as whole roubles and the zones in order', async () => {
    const user = userEvent.setup();
    const calls = settingsApi();
    renderAdmin('/admin/settings/delivery');
    const inside = await screen.findByLabelText('Москва в пределах МКАД');
    await user.clear(inside);
    await user.type(inside, '1 800');
    await user.click(screen.getByRole('button', { name: 'Добавить зону' }));
    const zone = screen.getByRole('group', { name: 'Зона 3' });
    await user.type(within(zone).getByLabelText('До км от МКАД'), '20');
    await user.type(within(zone).getByLabelText('Стоимость'), '4000');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Зоны за МКАД — по возрастанию расстояния');
    expect(puts(calls)).toEqual([]);
    const far = within(zone).getByLabelText('До км от МКАД');
    await user.clear(far);
    await user.type(far, '50');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сохранено: изменения уже на сайте')).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      {
        version: 1,
        value: {
          ...SETTINGS.delivery,
          moscowInsideRingRub: 1800,
          beyondRing: [...SETTINGS.delivery.beyondRing, { upToKm: 50, priceRub: 4000 }],
        },
      },
    ]);
  });

  it('a cost that is not a whole number is refused by its field', async () => {
    const user = userEvent.setup();
    const calls = settingsApi();
    renderAdmin('/admin/settings/delivery');
    const free = await screen.findByLabelText('Бесплатно от суммы заказа');
    await user.clear(free);
    await user.type(free, '49 999,50');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(free).toHaveAccessibleDescription(/Поле «Бесплатно от суммы заказа»: целое число/);
    expect(free).toHaveFocus();
    expect(puts(calls)).toEqual([]);
  });
});
