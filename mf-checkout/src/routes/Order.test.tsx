import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAccessToken, useShopStore, type PendingOrder } from '@shop/shared';
import { renderAt, sentBody } from '../testing';
import { fillPrivatePerson, orderCalls, placed, safe, serve, startWithSafe } from '../testing/orderPage';
import Order from './Order';

startWithSafe();

describe('order page', () => {
  it('with an empty basket says «Упс... Кажется Вы что-то забыли» with the way to the catalogue', () => {
    useShopStore.setState({ basket: [] });
    serve(() => ({ status: 500 }));
    renderAt(<Order />);
    expect(screen.getByRole('heading', { name: 'Оформление заказа' })).toBeInTheDocument();
    expect(screen.getByText('Упс... Кажется Вы что-то забыли')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Продолжить покупки' })).toHaveAttribute('href', '/catalog');
  });

  it('shows three numbered sections, the payment note and «Ваш заказ» with its sums and info blocks', () => {
    serve(() => ({ status: 500 }));
    renderAt(<Order />);
    for (const legend of ['1. Информация о покупателе', '2. Способ получения', '3. Способ оплаты']) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
    expect(screen.getByText('Сейчас доступна только оплата наличными.')).toBeInTheDocument();
    const summary = within(screen.getByRole('complementary', { name: 'Ваш заказ' }));
    expect(summary.getByText('Товары (2 шт.)').nextElementSibling).toHaveTextContent(
      '24 000 руб. 20 000 руб.',
    );
    expect(summary.getByText('НДС 20% включён в цену').nextElementSibling).toHaveTextContent('3 333 руб.'); // 20/120
    expect(summary.getByText('Экономия').nextElementSibling).toHaveTextContent('4 000 руб.');
    expect(summary.getByText('Доставка').nextElementSibling).toHaveTextContent('Бесплатно');
    expect(summary.getByRole('link', { name: 'политике конфиденциальности' })).toHaveAttribute(
      'href',
      '/include/licenses_detail',
    );
    expect(summary.getByText('Безопасная оплата')).toBeInTheDocument();
    expect(summary.getByText('Лёгкий возврат')).toBeInTheDocument();
    expect(summary.getByRole('link', { name: '+7 949 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+79491234567',
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows an error once a field is left, names the problem, and drops it when fixed', async () => {
    serve(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderAt(<Order />);
    await user.click(screen.getByRole('radio', { name: 'Юридическое лицо' }));
    const inn = screen.getByLabelText(/^ИНН/);
    // «ИНН *» on the screen; the «*» is not part of the name a screen reader says, `required` is.
    expect(inn).toHaveAccessibleName('ИНН');
    expect(inn).toBeRequired();
    await user.type(inn, '12345');
    expect(screen.queryByText('ИНН должен содержать 10 или 12 цифр')).not.toBeInTheDocument();
    await user.tab();
    expect(inn).toHaveAccessibleDescription('ИНН должен содержать 10 или 12 цифр');
    expect(inn).toHaveAttribute('aria-invalid', 'true');
    await user.clear(inn);
    await user.type(inn, '7707083893');
    expect(inn).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/ИНН должен/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Название компании/)).toHaveAttribute('autocomplete', 'organization');
  });

  it('masks the phone and, on sending with errors, shows them all and moves focus to the first wrong field', async () => {
    const calls = serve(() => ({ status: 201, body: placed }));
    const user = userEvent.setup();
    renderAt(<Order />);
    await user.type(screen.getByLabelText(/^Фамилия/), 'Иванов');
    await user.type(screen.getByLabelText(/^Телефон/), '89991234567');
    expect(screen.getByLabelText(/^Телефон/)).toHaveValue('+7 999 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(screen.getByLabelText(/^Имя/)).toHaveFocus();
    expect(screen.getByLabelText(/^Имя/)).toHaveAccessibleDescription('Заполните поле «Имя»');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Заполните поле «Email»');
    expect(screen.getByText('Выберите пункт самовывоза: нажмите «Привезти сюда»')).toBeInTheDocument();
    expect(orderCalls(calls)).toHaveLength(0);
  });

  it('sends a legal entity with courier delivery saved by «Сохранить»', async () => {
    const calls = serve(() => ({ status: 201, body: placed }));
    const user = userEvent.setup();
    renderAt(<Order />);
    await user.click(screen.getByRole('radio', { name: 'Юридическое лицо' }));
    await user.type(screen.getByLabelText(/^Фамилия/), 'Петров');
    await user.type(screen.getByLabelText(/^Имя/), 'Пётр');
    await user.type(screen.getByLabelText(/^Телефон/), '9990001122');
    await user.type(screen.getByLabelText(/^Email/), 'buh@romashka.ru');
    await user.type(screen.getByLabelText(/^Название компании/), 'ООО Ромашка');
    await user.type(screen.getByLabelText(/^ИНН/), '7707083893');
    await user.type(screen.getByLabelText(/^КПП/), '773601001');
    await user.click(screen.getByRole('radio', { name: 'Доставка' }));
    expect(screen.getByText(/Пн–Сб, 09:00–18:00, до подъезда, без разгрузки/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Заполните поле «Город»')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Город/), 'Донецк');
    await user.type(screen.getByLabelText(/^Адрес/), 'ул. Артёма, 1');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Адрес доставки сохранён.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1));
    expect(sentBody(orderCalls(calls)[0])).toMatchObject({
      address: { type: 'delivery', city: 'Донецк', address: 'ул. Артёма, 1' },
      user: { companyName: 'ООО Ромашка', inn: '7707083893', kpp: '773601001', lastName: 'Петров' },
    });
  });

  it('shows «Выбранные товары отсутствуют на складе» when nothing can be sold', async () => {
    serve(() => ({ status: 409, body: { message: 'Нет доступных товаров для заказа' } }));
    const user = userEvent.setup();
    renderAt(<Order />);
    await fillPrivatePerson(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(await screen.findByText('Выбранные товары отсутствуют на складе')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Продолжить покупки' })).toHaveAttribute('href', '/catalog');
  });

  it('after a failure keeps the order, says so, and «Повторить» resends it with the same key', async () => {
    let fail = true;
    const calls = serve(() =>
      fail ? { status: 503, body: { message: 'Сервис недоступен' } } : { status: 201, body: placed },
    );
    const user = userEvent.setup();
    renderAt(<Order />);
    await fillPrivatePerson(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Заказ не отправлен/);
    expect(useShopStore.getState().pendingOrder).not.toBeNull();
    expect(useShopStore.getState().basket).toHaveLength(1);

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'));
    const keys = orderCalls(calls).map((call) => new Headers(call.init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends once on a double click, with the button disabled while sending', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const calls = serve(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderAt(<Order />);
    await fillPrivatePerson(user);
    const submit = screen.getByRole('button', { name: 'Оформить заказ' });
    await user.dblClick(submit);
    expect(submit).toBeDisabled();
    expect(screen.getByText('Отправляем заказ…')).toBeInTheDocument();
    await act(async () => answer({ status: 201, body: placed }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'));
    expect(orderCalls(calls)).toHaveLength(1);
  });

  it('shows the server’s field message next to that field and focuses it', async () => {
    const message = 'Поле «Email»: введите корректный адрес электронной почты';
    serve(() => ({ status: 400, body: { message } }));
    const user = userEvent.setup();
    renderAt(<Order />);
    await fillPrivatePerson(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(message);
    await user.type(email, 'x');
    expect(email).not.toHaveAccessibleDescription(message);
  });

  it('after a reload offers to resend the pending order, filled in as it was', async () => {
    const pending: PendingOrder = {
      user: { lastName: 'Сидоров', firstName: 'Сидор', phone: '+7 999 000 00 01', email: 's@example.ru' },
      delivery: { type: 'delivery', city: 'Макеевка', address: 'ул. Ленина, 2' },
      items: [safe],
      payType: 'CASH',
      totalPrice: 20000,
      oldPrice: 24000,
      timestamp: '2026-11-23T10:00:00.000Z',
      idempotencyKey: 'order-saved',
    };
    useShopStore.setState({ pendingOrder: pending });
    const calls = serve(() => ({ status: 200, body: placed }));
    const user = userEvent.setup();
    renderAt(<Order />);
    expect(screen.getByLabelText(/^Фамилия/)).toHaveValue('Сидоров');
    expect(screen.getByLabelText(/^Адрес/)).toHaveValue('ул. Ленина, 2');
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'));
    expect(new Headers(orderCalls(calls)[0]?.init.headers).get('Idempotency-Key')).toBe('order-saved');
  });

  it('starts a logged-in buyer’s form from the profile', async () => {
    setAccessToken('token');
    serve(() => ({ status: 500 }), {
      '/api/user/info': () => ({
        body: { name: 'Анна', lastName: 'Смирнова', surname: 'Петровна', email: 'anna@example.ru' },
      }),
    });
    renderAt(<Order />);
    await waitFor(() => expect(screen.getByLabelText(/^Фамилия/)).toHaveValue('Смирнова'));
    expect(screen.getByLabelText(/^Имя/)).toHaveValue('Анна');
    expect(screen.getByLabelText(/^Отчество/)).toHaveValue('Петровна');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('anna@example.ru');
  });
});
