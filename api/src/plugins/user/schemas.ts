import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../../auth/passwords';
import { email, hasNoControlCharacters, newPassword, phone, text } from '../../validation/fields';

/** Shapes of the account calls (spec sections 3 and 7); they also feed the OpenAPI document. */

export const registrationSchema = z.strictObject({
  name: text('Имя', { max: 100 }),
  email: email(),
  phoneNumber: phone('Телефон'),
  password: newPassword(),
});

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The spec's registration rule, checked before the schema so it comes first: an empty name or phone is
 * answered «Пожалуйста, заполните все поля» whatever else is wrong with the form.
 */
export function hasNameAndPhone(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return true; // the schema refuses it
  const { name, phoneNumber } = body as Record<string, unknown>;
  return !isBlank(name) && !isBlank(phoneNumber);
}

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
