import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useShopStore } from '@shop/shared';
import { renderAt, sentBody, siteContent, TEST_PICKUP_POINTS } from '../testing';
import {
  fillPrivatePerson,
  orderCalls,
  placed,
  pointCard,
  safe,
  serve,
  startWithSafe,
} from '../testing/orderPage';
import Order from './Order';

startWithSafe();

/** The order form on the owner's content: his pickup points, delivery terms and contacts. */
describe('order page: pickup and delivery from the settings', () => {
  it('offers the owner’s visible pickup points in his order, with their hours and phone; the help line is his', () => {
    serve(() => ({ status: 500 }));
    const [torez, university, artema] = TEST_PICKUP_POINTS;
    const site = siteContent({
      shop: { ...siteContent().shop, phone: '+7 495 000 11 22', email: 'shop@example.ru' },
      pickupPoints: [artema!, { ...university!, visible: false }, torez!],
    });
    renderAt(<Order />, { site });
    expect(screen.getAllByRole('button', { name: 'Привезти сюда' })).toHaveLength(2);
    const titles = screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
    expect(titles.slice(0, 2)).toEqual(['Магазин на Артёма', 'Пункт выдачи в Торезе']);
    expect(screen.queryByText('Пункт выдачи на Университетской')).not.toBeInTheDocument();
    expect(
      within(pointCard('Магазин на Артёма')).getByText('Часы работы: Ежедневно 09:00–19:00'),
    ).toBeVisible();
    expect(within(pointCard('Магазин на Артёма')).getByText('+7 949 765 43 21')).toBeVisible();
    const summary = within(screen.getByRole('complementary', { name: 'Ваш заказ' }));
    expect(summary.getByRole('link', { name: '+7 495 000 11 22' })).toHaveAttribute(
      'href',
      'tel:+74950001122',
    );
    expect(summary.getByRole('link', { name: 'shop@example.ru' })).toHaveAttribute(
      'href',
      'mailto:shop@example.ru',
    );
  });

  it('places the order as a private person with pickup and goes to /orders', async () => {
    const calls = serve(() => ({ status: 201, body: placed }));
    const user = userEvent.setup();
    renderAt(<Order />);
    await fillPrivatePerson(user);
    expect(screen.getByRole('button', { name: /Выбран: Магазин на Артёма/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'));
    const [sent] = orderCalls(calls);
    expect(sentBody(sent)).toEqual({
      address: {
        type: 'pickup',
        id: 8,
        title: 'Магазин на Артёма',
        location: 'г. Донецк, ул. Артёма, 130',
        description: 'Ежедневно 09:00–19:00',
      },
      itemCode: [{ itemCode: '100001', count: 2 }],
      user: { lastName: 'Иванов', firstName: 'Иван', phone: '+7 999 123 45 67', email: 'ivan@example.ru' },
    });
    expect(new Headers(sent?.init.headers).get('Idempotency-Key')).toMatch(/^order-[0-9a-f]{32}$/);
    const state = useShopStore.getState();
    expect(state.basket).toEqual([]);
    expect(state.pendingOrder).toBeNull();
    expect(state.placedOrders[0]).toMatchObject({ id: 7, totalPrice: 20000 });
  });

  it('lists the owner’s delivery terms; no zone beyond the ring, no line for it', async () => {
    serve(() => ({ status: 500 }));
    const user = userEvent.setup();
    const delivery = {
      ...siteContent().delivery,
      moscowInsideRingRub: 900,
      freeFromRub: 50_000,
      beyondRing: [],
      days: 'Ежедневно',
      hours: '10:00–20:00',
    };
    renderAt(<Order />, { site: siteContent({ delivery }) });
    await user.click(screen.getByRole('radio', { name: 'Доставка' }));
    const terms = within(screen.getByRole('region', { name: 'Условия доставки' })).getAllByRole('listitem');
    expect(terms.map((term) => term.textContent)).toEqual([
      'По Москве в пределах МКАД — 900 руб., бесплатно при заказе от 50 000 руб.',
      'Доставляем: Ежедневно, 10:00–20:00, до подъезда, без разгрузки.',
    ]);
  });

  it('lists the delivery terms with one full stop after «руб.»', async () => {
    serve(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderAt(<Order />);
    await user.click(screen.getByRole('radio', { name: 'Доставка' }));
    const terms = within(screen.getByRole('region', { name: 'Условия доставки' })).getAllByRole('listitem');
    expect(terms.map((term) => term.textContent)).toEqual([
      'По Москве в пределах МКАД — 1 300 руб., бесплатно при заказе от 20 000 руб.',
      'За МКАД: до 30 км — 1 800 руб., до 60 км — 2 800 руб., до 90 км — 3 800 руб.',
      'Доставляем: Пн–Сб, 09:00–18:00, до подъезда, без разгрузки.',
    ]);
  });

  it('a restored order’s pickup point the owner no longer offers is asked for again, not sent', async () => {
    useShopStore.setState({
      pendingOrder: {
        user: { lastName: 'Сидоров', firstName: 'Сидор', phone: '+7 999 000 00 01', email: 's@example.ru' },
        delivery: {
          type: 'pickup',
          id: 3,
          title: 'Старый пункт',
          location: 'ул. Старая, 1',
          description: '',
        },
        items: [safe],
        payType: 'CASH',
        totalPrice: 20000,
        oldPrice: 24000,
        timestamp: '2026-11-23T10:00:00.000Z',
        idempotencyKey: 'order-saved',
      },
    });
    const calls = serve(() => ({ status: 201, body: placed }));
    const user = userEvent.setup();
    renderAt(<Order />);
    expect(screen.queryByRole('button', { name: /^Выбран/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(screen.getByText('Выберите пункт самовывоза: нажмите «Привезти сюда»')).toBeInTheDocument();
    expect(orderCalls(calls)).toHaveLength(0);
  });
});
