import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../../auth/passwords';
import { email, hasNoControlCharacters, newPassword, phone, text } from '../../validation/fields';

/** Shapes of the account calls (spec sections 3 and 7); they also feed the OpenAPI document. */

// Name and phone may come empty: the handler answers the spec's «Пожалуйста, заполните все поля».
export const registrationSchema = z.strictObject({
  name: text('Имя', { max: 100, optional: true }),
  email: email(),
  phoneNumber: phone('Телефон', { optional: true }),
  password: newPassword(),
});

// No format checks: an unknown e-mail and a wrong password get the same answer.
export const loginSchema = z.strictObject({
  email: z.string().max(254).refine(hasNoControlCharacters, 'Поле «E-mail» содержит недопустимые символы'),
  password: z.string().max(MAX_PASSWORD_LENGTH),
  rememberMe: z.boolean().optional().describe('«Запомнить меня»: cookie на 30 дней вместо сессионной'),
});

export const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export const accessTokenSchema = z.object({ accessToken: z.string() });

export const profileSchema = z.object({
  name: z.string(),
  lastName: z.string(),
  surname: z.string().describe('Отчество'),
  email: z.string(),
});

// Empty fields keep the current value (spec section 4, profile); `surename` is the spec's spelling.
export const changeInfoSchema = z.strictObject({
  lastName: text('Фамилия', { max: 100, optional: true }),
  name: text('Имя', { max: 100, optional: true }),
  surename: text('Отчество', { max: 100, optional: true }),
  email: email('E-mail', { optional: true }),
});

export const changePasswordSchema = z.strictObject({
  oldPassword: z.string({ error: 'Введите текущий пароль' }).max(MAX_PASSWORD_LENGTH),
  newPassword: newPassword('Новый пароль'),
});
