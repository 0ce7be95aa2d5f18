import { MAX_ITEM_COUNT, MAX_ORDER_LINES } from '../domain/constants';
import { buyerSchema, idempotencyHeadersSchema, sendOrderSchema } from './orders';

const person = {
  lastName: 'Иванов',
  firstName: 'Иван',
  phone: '8 (949) 123-45-67',
  email: ' Ivan@Example.RU ',
};
const company = { inn: '7366258519', companyName: 'ООО «Сейф»', legalAddress: 'Донецк', kpp: '771301001' };

/** The messages of a refused value, by field. */
const refusals = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the buyer of an order', () => {
  test('a private person: names trimmed, the phone and e-mail normalised, the company fields empty', () => {
    expect(buyerSchema.parse({ ...person, lastName: '  Иванов ' })).toEqual({
      lastName: 'Иванов',
      firstName: 'Иван',
      middleName: '',
      phone: '+7 949 123 45 67',
      email: 'ivan@example.ru',
      inn: '',
      companyName: '',
      legalAddress: '',
      kpp: '',
    });
  });

  test('a legal entity with a valid ИНН and КПП', () => {
    expect(buyerSchema.parse({ ...person, ...company })).toMatchObject(company);
  });

  test.each([
    ['the legal address', { legalAddress: 'Донецк' }],
    ['the КПП', { kpp: '771301001' }],
  ])('any company field (%s) makes a legal entity: ИНН and name are then required', (_field, filled) => {
    expect(refusals(buyerSchema.safeParse({ ...person, ...filled }))).toEqual([
      ['inn', 'Заполните поле «ИНН»'],
      ['companyName', 'Заполните поле «Название компании»'],
    ]);
  });

  test('an ИНН alone still needs the company name', () => {
    expect(refusals(buyerSchema.safeParse({ ...person, inn: company.inn }))).toEqual([
      ['companyName', 'Заполните поле «Название компании»'],
    ]);
  });

  test.each([
    [{ inn: '7366258518' }, 'inn', 'Поле «ИНН»: 10 или 12 цифр с верной контрольной суммой'],
    [{ kpp: '77130100' }, 'kpp', 'Поле «КПП»: 9 символов, например 771301001'],
  ])('%j is refused with its rule', (wrong, field, message) => {
    expect(refusals(buyerSchema.safeParse({ ...person, ...company, ...wrong }))).toEqual([[field, message]]);
  });

  test.each([
    [{ lastName: ' ' }, 'lastName', 'Заполните поле «Фамилия»'],
    [{ firstName: 'а'.repeat(101) }, 'firstName', 'Поле «Имя»: не более 100 символов'],
    [{ middleName: 'Иван\u2028ович' }, 'middleName', 'Поле «Отчество» содержит недопустимые символы'],
    [{ email: 'ivan@' }, 'email', 'Поле «Email»: введите корректный адрес электронной почты'],
  ])('%j is refused', (wrong, field, message) => {
    expect(refusals(buyerSchema.safeParse({ ...person, ...wrong }))).toEqual([[field, message]]);
  });
});

describe('an order', () => {
  const line = (itemCode: string, count = 1) => ({ itemCode, count });
  const order = (lines: unknown, address: unknown = { type: 'pickup', id: 0 }) => ({
    address,
    itemCode: lines,
    user: person,
  });

  test('a pickup point by its id, or a courier to a city and address', () => {
    expect(sendOrderSchema.parse(order([line('100005', MAX_ITEM_COUNT)])).address).toEqual({
      type: 'pickup',
      id: 0,
    });
    // A point the owner added later: which ids exist is the settings' business, checked by the API.
    expect(sendOrderSchema.safeParse(order([line('100005')], { type: 'pickup', id: 40 })).success).toBe(true);
    expect(
      sendOrderSchema.parse(
        order([line('100005')], { type: 'delivery', city: ' Донецк ', address: 'ул. Артёма, 1' }),
      ).address,
    ).toEqual({ type: 'delivery', city: 'Донецк', address: 'ул. Артёма, 1' });
  });

  test.each([
    [{ type: 'pickup', id: -1 }, 'Поле «Пункт самовывоза»: выберите пункт из списка'],
    [{ type: 'pickup', id: 32_768 }, 'Поле «Пункт самовывоза»: выберите пункт из списка'],
    [{ type: 'pickup', id: 1.5 }, 'Поле «Пункт самовывоза»: выберите пункт из списка'],
    [{ type: 'drone' }, 'Поле «Способ получения»: самовывоз (pickup) или доставка (delivery)'],
    [{ type: 'delivery', city: 'Донецк', address: '' }, 'Заполните поле «Адрес»'],
  ])('the delivery %j is refused', (address, message) => {
    expect(sendOrderSchema.safeParse(order([line('100005')], address)).error?.issues[0]?.message).toBe(
      message,
    );
  });

  test.each([
    [[], 'В заказе нет товаров'],
    [
      Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => line(String(100000 + i))),
      `Не более ${MAX_ORDER_LINES} позиций в одном заказе`,
    ],
    [[line('100005'), line('100005', 2)], 'Поле «Товары»: каждый товар указывается один раз'],
    [[line('100005', 0)], 'Поле «Количество»: не меньше 1'],
    [[line('100005', MAX_ITEM_COUNT + 1)], `Поле «Количество»: не больше ${MAX_ITEM_COUNT}`],
    [[line('100005', 1.5)], 'Поле «Количество»: целое число'],
    [[line('1000 05')], 'Поле «Код товара» содержит недопустимые символы'],
    [[line('')], 'Заполните поле «Код товара»'],
  ])('the lines %j are refused', (lines, message) => {
    expect(sendOrderSchema.safeParse(order(lines)).error?.issues[0]?.message).toBe(message);
  });

  test(`${MAX_ORDER_LINES} different lines are one order`, () => {
    const lines = Array.from({ length: MAX_ORDER_LINES }, (_, i) => line(String(100000 + i)));
    expect(sendOrderSchema.safeParse(order(lines)).success).toBe(true);
  });

  test('an Idempotency-Key is 1 to 200 visible ASCII characters', () => {
    expect(idempotencyHeadersSchema.safeParse({ 'idempotency-key': 'a'.repeat(200) }).success).toBe(true);
    for (const key of ['', 'a'.repeat(201), 'ключ', 'a b']) {
      expect([key, idempotencyHeadersSchema.safeParse({ 'idempotency-key': key }).success]).toEqual([
        key,
        false,
      ]);
    }
  });
});
