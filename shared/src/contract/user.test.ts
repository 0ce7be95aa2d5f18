import { MAX_PLACED_ORDERS } from '../domain/constants';
import { PRIVACY_POLICY } from '../domain/site';
import { callbackSchema } from './callback';
import { changeInfoSchema, linkTokenSchema, loginSchema, registrationSchema } from './user';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const registration = {
  name: 'Анна',
  email: 'anna@example.ru',
  phoneNumber: '89491234567',
  password: 'Кречет-7',
  consent: true,
  policyVersion: PRIVACY_POLICY.version,
};

describe('a registration', () => {
  test('needs the consent to the current edition of the privacy policy', () => {
    expect(registrationSchema.parse(registration).phoneNumber).toBe('+7 949 123 45 67');
    expect(firstMessage(registrationSchema.safeParse({ ...registration, consent: false }))).toBe(
      'Чтобы зарегистрироваться, дайте согласие на обработку персональных данных',
    );
    expect(firstMessage(registrationSchema.safeParse({ ...registration, policyVersion: '0.9' }))).toBe(
      'Политика конфиденциальности обновилась: обновите страницу и дайте согласие ещё раз',
    );
  });

  test(`claims at most ${MAX_PLACED_ORDERS} guest orders, each by a number PostgreSQL can hold and its key`, () => {
    const claim = (id: number, idempotencyKey = 'key-1') => ({ id, idempotencyKey });
    const claims = (list: unknown[]) =>
      registrationSchema.safeParse({ ...registration, guestOrders: list }).success;
    expect(claims(Array.from({ length: MAX_PLACED_ORDERS }, (_, i) => claim(i + 1)))).toBe(true);
    expect(claims(Array.from({ length: MAX_PLACED_ORDERS + 1 }, (_, i) => claim(i + 1)))).toBe(false);
    expect(claims([claim(2_147_483_647)])).toBe(true);
    expect(claims([claim(2_147_483_648)])).toBe(false);
    expect(claims([claim(0)])).toBe(false);
    expect(claims([claim(1, '')])).toBe(false);
    expect(claims([claim(1, 'k'.repeat(201))])).toBe(false);
  });
});

test('a login refuses a control character in the e-mail, nothing else about its format', () => {
  expect(loginSchema.safeParse({ email: 'не адрес', password: 'x' }).success).toBe(true);
  expect(firstMessage(loginSchema.safeParse({ email: 'anna\u0000@example.ru', password: 'x' }))).toBe(
    'Поле «E-mail» содержит недопустимые символы',
  );
});

test('a profile update keeps empty fields empty (the current value stays) and checks a typed e-mail', () => {
  expect(changeInfoSchema.parse({})).toEqual({ lastName: '', name: '', surename: '', email: '' });
  expect(firstMessage(changeInfoSchema.safeParse({ email: 'anna@' }))).toBe(
    'Поле «E-mail»: введите корректный адрес электронной почты',
  );
});

test('a one-time link token is 20 to 100 characters', () => {
  expect(linkTokenSchema.safeParse({ token: 't'.repeat(20) }).success).toBe(true);
  expect(linkTokenSchema.safeParse({ token: 't'.repeat(100) }).success).toBe(true);
  expect(firstMessage(linkTokenSchema.safeParse({ token: 't'.repeat(19) }))).toBe(
    'Ссылка неполная: откройте её из письма целиком',
  );
  expect(firstMessage(linkTokenSchema.safeParse({ token: 't'.repeat(101) }))).toBe(
    'Ссылка повреждена: откройте её из письма целиком',
  );
});

test('a call-back request: a name and a Russian phone', () => {
  expect(callbackSchema.parse({ name: ' Анна ', phone: '9491234567' })).toEqual({
    name: 'Анна',
    phone: '+7 949 123 45 67',
  });
  expect(firstMessage(callbackSchema.safeParse({ name: '', phone: '9491234567' }))).toBe(
    'Заполните поле «Ваше имя»',
  );
});
