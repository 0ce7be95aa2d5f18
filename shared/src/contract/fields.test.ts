import { MIN_PASSWORD_LENGTH } from '../domain/passwords';
import { newPassword, phone } from './fields';

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
