import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../domain/passwords';
import {
  email,
  hasNoControlCharacters,
  itemCode,
  newPassword,
  optionalEmail,
  optionalText,
  phone,
  text,
} from './fields';

describe('a Russian phone number', () => {
  test.each([
    ['+7 949 123 45 67', '+7 949 123 45 67'],
    ['8 (949) 123-45-67', '+7 949 123 45 67'],
    ['79491234567', '+7 949 123 45 67'],
    ['9491234567', '+7 949 123 45 67'],
  ])('%s is read as %s', (typed, stored) => {
    expect(phone().parse(typed)).toBe(stored);
  });

  test.each([
    ['19491234567', 'eleven digits starting with 1'],
    ['59491234567', 'eleven digits starting with 5'],
    ['949123456', 'nine digits'],
    ['+7 949 123 45 678', 'twelve digits'],
    ['+7 949 123 45 6a', 'a letter'],
  ])('%s (%s) is refused with the field named', (typed) => {
    const result = phone().safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Поле «Телефон»: введите номер полностью, например +7 999 999 99 99',
    );
  });
});

describe('a new password', () => {
  test(`${MIN_PASSWORD_LENGTH} characters are enough, one fewer is refused`, () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(newPassword().safeParse('Кречет-7').success).toBe(true);
    const short = newPassword().safeParse('Кречет7');
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('Пароль: не короче 8 символов');
  });
});

describe('texts and e-mails of the forms', () => {
  const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  test('a required text is trimmed, bounded, and refused blank or with a control character', () => {
    expect(text('Имя', { max: 5 }).parse('  Анна ')).toBe('Анна');
    expect(text('Имя', { max: 5 }).parse('Алёна')).toBe('Алёна');
    expect(firstMessage(text('Имя', { max: 5 }).safeParse('Алёнка'))).toBe('Поле «Имя»: не более 5 символов');
    expect(firstMessage(text('Имя').safeParse('   '))).toBe('Заполните поле «Имя»');
    expect(firstMessage(text('Имя').safeParse(42))).toBe('Поле «Имя» должно быть строкой');
    expect(text('Адрес').safeParse('а'.repeat(200)).success).toBe(true);
    expect(text('Адрес').safeParse('а'.repeat(201)).success).toBe(false);
    for (const control of ['\u0000', '\n', '\u2028', '\u2029', '\u007f']) {
      expect([control, firstMessage(text('Имя').safeParse(`Ан${control}на`))]).toEqual([
        control,
        'Поле «Имя» содержит недопустимые символы',
      ]);
    }
    expect(hasNoControlCharacters('Анна-Мария О’Нил, д. 5')).toBe(true);
  });

  test('an optional text is kept as an empty one when missing or blank', () => {
    expect(optionalText('Отчество').parse(undefined)).toBe('');
    expect(optionalText('Отчество').parse('  ')).toBe('');
    expect(firstMessage(optionalText('Отчество', { max: 3 }).safeParse('Ивановна'))).toBe(
      'Поле «Отчество»: не более 3 символов',
    );
  });

  test('an e-mail is trimmed and lower-cased; 254 characters at most', () => {
    expect(email().parse(' Anna@Example.RU ')).toBe('anna@example.ru');
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.ru`;
    expect(long).toHaveLength(254);
    expect(email().safeParse(long).success).toBe(true);
    expect(firstMessage(email().safeParse(`a${long}`))).toBe('Поле «E-mail»: не более 254 символов');
    expect(firstMessage(email('Email').safeParse('anna@example'))).toBe(
      'Поле «Email»: введите корректный адрес электронной почты',
    );
    expect(optionalEmail().parse('')).toBe('');
    expect(optionalEmail().parse(undefined)).toBe('');
    expect(optionalEmail().parse(' Anna@Example.RU')).toBe('anna@example.ru');
    expect(firstMessage(optionalEmail().safeParse('anna'))).toBe(
      'Поле «E-mail»: введите корректный адрес электронной почты',
    );
  });

  test('an item code: letters, digits and . _ / - only, 1 to 50 of them', () => {
    expect(itemCode().parse(' A-100_5/2.b ')).toBe('A-100_5/2.b');
    expect(itemCode().safeParse('1'.repeat(50)).success).toBe(true);
    expect(firstMessage(itemCode().safeParse('1'.repeat(51)))).toBe(
      'Поле «Код товара»: не более 50 символов',
    );
    expect(firstMessage(itemCode().safeParse('100 005'))).toBe(
      'Поле «Код товара» содержит недопустимые символы',
    );
  });

  test('a new password: not longer than its bound, not a common one', () => {
    expect(newPassword().safeParse('x'.repeat(MAX_PASSWORD_LENGTH)).success).toBe(true);
    expect(firstMessage(newPassword().safeParse('x'.repeat(MAX_PASSWORD_LENGTH + 1)))).toBe(
      `Пароль: не длиннее ${MAX_PASSWORD_LENGTH} символов`,
    );
    expect(firstMessage(newPassword('Новый пароль').safeParse('QWERTY123'))).toBe(
      'Новый пароль слишком распространён, придумайте другой',
    );
  });

  test('a phone and a password must be texts', () => {
    expect(firstMessage(phone().safeParse(79491234567))).toBe('Поле «Телефон» должно быть строкой');
    expect(firstMessage(newPassword().safeParse(12345678))).toBe('Поле «Пароль» должно быть строкой');
  });

  test('a phone of 40 characters at most', () => {
    expect(phone().safeParse(`+7 949 123 45 67${' '.repeat(24)}`).success).toBe(true);
    expect(phone().safeParse(`+7 949 ${'-'.repeat(30)}123 45 67`).success).toBe(false);
  });
});
