import { TEST_PICKUP_POINTS } from '../../../testing';
import {
  DEFAULT_DELIVERY,
  EMPTY_BUYER,
  buyerFieldError,
  buyerOf,
  deliveryOf,
  fieldOfMessage,
  firstWrongField,
  formErrors,
  type BuyerValues,
} from './form';

const filled: BuyerValues = {
  ...EMPTY_BUYER,
  lastName: 'Иванов',
  firstName: 'Иван',
  phone: '+7 999 123 45 67',
  email: 'ivan@example.ru',
};
const legal = (overrides: Partial<BuyerValues>) => ({
  ...filled,
  companyName: 'ООО «Ромашка»',
  ...overrides,
});

describe('order form checks', () => {
  it.each(['7707083893', '7736207543', '500100732259', '773370857141'])('accepts the valid ИНН %s', (inn) => {
    expect(buyerFieldError('inn', legal({ inn }), 'legal')).toBeUndefined();
  });

  it.each([
    ['7707083894', 'ИНН с ошибкой: не сходится контрольная цифра'],
    ['500100732258', 'ИНН с ошибкой: не сходится контрольная цифра'],
    ['77070838', 'ИНН должен содержать 10 или 12 цифр'],
    ['77070838931', 'ИНН должен содержать 10 или 12 цифр'],
    ['77О7083893', 'ИНН должен содержать 10 или 12 цифр'],
  ])('names what is wrong with the ИНН %s', (inn, message) => {
    expect(buyerFieldError('inn', legal({ inn }), 'legal')).toBe(message);
  });

  it('requires ИНН and the company name of a legal entity only', () => {
    expect(buyerFieldError('inn', legal({}), 'legal')).toBe('Заполните поле «ИНН»');
    expect(buyerFieldError('companyName', { ...filled }, 'legal')).toBe('Заполните поле «Название компании»');
    expect(buyerFieldError('inn', filled, 'private')).toBeUndefined();
  });

  it.each([
    ['771301001', undefined],
    ['7713AB001', undefined],
    [
      '77130100',
      'КПП должен содержать 9 символов: цифры, 5-й и 6-й могут быть заглавными латинскими буквами',
    ],
    [
      '7713ab001',
      'КПП должен содержать 9 символов: цифры, 5-й и 6-й могут быть заглавными латинскими буквами',
    ],
    ['', undefined],
  ])('checks the КПП «%s» by its pattern, and only when given', (kpp, message) => {
    expect(buyerFieldError('kpp', legal({ inn: '7707083893', kpp }), 'legal')).toBe(message);
  });

  it.each([
    ['+7 999 123 45 67', undefined],
    ['+7 999 123 45', 'Введите номер полностью: +7 999 999 99 99'],
    ['', 'Заполните поле «Телефон»'],
  ])('wants all ten digits of the phone «%s»', (phone, message) => {
    expect(buyerFieldError('phone', { ...filled, phone }, 'private')).toBe(message);
  });

  it('checks the e-mail and the required names; the middle name is optional', () => {
    expect(buyerFieldError('email', { ...filled, email: 'ivan@' }, 'private')).toBe(
      'Введите адрес электронной почты, например ivan@example.ru',
    );
    expect(buyerFieldError('lastName', { ...filled, lastName: '  ' }, 'private')).toBe(
      'Заполните поле «Фамилия»',
    );
    expect(buyerFieldError('middleName', filled, 'private')).toBeUndefined();
  });

  it('finds the first wrong field in the order of the page, the pickup point included', () => {
    const errors = formErrors({ ...filled, email: '' }, 'private', DEFAULT_DELIVERY, TEST_PICKUP_POINTS);
    expect(Object.keys(errors)).toEqual(['email', 'pickup']);
    expect(firstWrongField(errors)).toBe('email');
    expect(formErrors(filled, 'private', { ...DEFAULT_DELIVERY, pickupId: 4 }, TEST_PICKUP_POINTS)).toEqual(
      {},
    );
    expect(
      formErrors(filled, 'private', { ...DEFAULT_DELIVERY, mode: 'delivery' }, TEST_PICKUP_POINTS),
    ).toEqual({
      city: 'Заполните поле «Город»',
      address: 'Заполните поле «Адрес»',
    });
  });

  it('sends the chosen point of the settings by its id with its copy; a point no longer offered is not chosen', () => {
    const chosen = { ...DEFAULT_DELIVERY, pickupId: 8 };
    expect(deliveryOf(chosen, TEST_PICKUP_POINTS)).toEqual({
      type: 'pickup',
      id: 8,
      title: 'Магазин на Артёма',
      location: 'г. Донецк, ул. Артёма, 130',
      description: 'Ежедневно 09:00–19:00',
    });
    const hidden = TEST_PICKUP_POINTS.map((point) => (point.id === 8 ? { ...point, visible: false } : point));
    expect(deliveryOf(chosen, hidden)).toBeNull();
    expect(formErrors(filled, 'private', chosen, hidden)).toEqual({
      pickup: 'Выберите пункт самовывоза: нажмите «Привезти сюда»',
    });
    // An id of the old constant list that the owner's settings do not have.
    expect(deliveryOf({ ...DEFAULT_DELIVERY, pickupId: 3 }, TEST_PICKUP_POINTS)).toBeNull();
  });

  it('finds the field a server message names', () => {
    expect(fieldOfMessage('Поле «ИНН»: 10 или 12 цифр с верной контрольной суммой')).toBe('inn');
    expect(fieldOfMessage('Поле «Юридический адрес»: не более 300 символов')).toBe('legalAddress');
    expect(fieldOfMessage('Заполните поле «Адрес»')).toBe('address');
    expect(fieldOfMessage('Поле «Пункт самовывоза»: выберите пункт из списка')).toBe('pickup');
    expect(fieldOfMessage('В заказе нет товаров')).toBeUndefined();
  });

  it('sends a private person without company fields, and trims what was typed', () => {
    expect(buyerOf({ ...filled, lastName: ' Иванов ', inn: '7707083893' }, 'private')).toEqual({
      lastName: 'Иванов',
      firstName: 'Иван',
      phone: '+7 999 123 45 67',
      email: 'ivan@example.ru',
    });
    expect(buyerOf(legal({ inn: '7707083893' }), 'legal')).toMatchObject({
      inn: '7707083893',
      companyName: 'ООО «Ромашка»',
    });
  });
});
