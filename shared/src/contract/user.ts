import { z } from 'zod';
import { MAX_PLACED_ORDERS } from '../domain/constants';
import { MAX_PASSWORD_LENGTH } from '../domain/passwords';
import { PRIVACY_POLICY } from '../domain/site';
import {
  email,
  hasNoControlCharacters,
  newPassword,
  optionalEmail,
  optionalText,
  phone,
  text,
} from './fields';
import { orderSchema } from './orders';

/** The account calls (spec sections 3 and 7, and the password change the spec leaves open). */

/**
 * Guest orders placed from this browser, claimed for the account at registration and login: each order's
 * number with its Idempotency-Key, which only the browser that placed it knows. The server attaches a
 * guest order only when both match and the order's buyer e-mail is the account's, so an account opened
 * with someone else's address gets none of their orders.
 */
const guestOrderClaimSchema = z.strictObject({
  // Order numbers are a PostgreSQL integer column: a bigger one names no order (and would fail the query).
  id: z.number().int().positive().max(2_147_483_647),
  idempotencyKey: z.string().min(1).max(200),
});
export type GuestOrderClaim = z.infer<typeof guestOrderClaimSchema>;
const guestOrderClaimsSchema = z
  .array(guestOrderClaimSchema)
  .max(MAX_PLACED_ORDERS)
  .optional()
  .describe('Гостевые заказы этого браузера: номер и ключ идемпотентности каждого');

/**
 * `POST /user/registration`: 201 `{ message }`, as logout answers too. The consent to the processing of
 * personal data is required, given to the privacy policy's current edition (the server stores both).
 */
export const registrationSchema = z.strictObject({
  name: text('Имя', { max: 100 }),
  email: email(),
  phoneNumber: phone('Телефон'),
  password: newPassword(),
  consent: z.literal(true, {
    error: 'Чтобы зарегистрироваться, дайте согласие на обработку персональных данных',
  }),
  policyVersion: z.literal(PRIVACY_POLICY.version, {
    error: 'Политика конфиденциальности обновилась: обновите страницу и дайте согласие ещё раз',
  }),
  guestOrders: guestOrderClaimsSchema,
});
export type RegistrationRequest = z.input<typeof registrationSchema>;
export type Registration = z.infer<typeof registrationSchema>;

/** `POST /user/login`. No format checks: an unknown e-mail and a wrong password get the same answer. */
export const loginSchema = z.strictObject({
  email: z.string().max(254).refine(hasNoControlCharacters, 'Поле «E-mail» содержит недопустимые символы'),
  password: z.string().max(MAX_PASSWORD_LENGTH),
  rememberMe: z.boolean().optional().describe('«Запомнить меня»: cookie на 30 дней вместо сессионной'),
  guestOrders: guestOrderClaimsSchema,
});
export type LoginRequest = z.input<typeof loginSchema>;

/** The login answer; the refresh token also arrives as an HttpOnly cookie, which is what the site uses. */
export const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type LoginResponse = z.infer<typeof tokensSchema>;

/** `GET /user/refresh` (with credentials) */
export const accessTokenSchema = z.object({ accessToken: z.string() });
export type RefreshResponse = z.infer<typeof accessTokenSchema>;

/** `GET /user/info`: the profile as read (the middle name is `surname` here). */
export const profileSchema = z.object({
  name: z.string(),
  lastName: z.string(),
  surname: z.string().describe('Отчество'),
  email: z.string(),
  emailConfirmed: z.boolean().describe('Владелец адреса открыл ссылку из письма'),
});
export type UserProfile = z.infer<typeof profileSchema>;

/** `PUT /user/changeInfo`: empty fields keep the current value; `surename` is the spec's spelling. */
export const changeInfoSchema = z.strictObject({
  lastName: optionalText('Фамилия', { max: 100 }),
  name: optionalText('Имя', { max: 100 }),
  surename: optionalText('Отчество', { max: 100 }),
  email: optionalEmail('E-mail'),
});
export type ProfileUpdateRequest = z.input<typeof changeInfoSchema>;
export type ProfileUpdate = z.infer<typeof changeInfoSchema>;

export const changeInfoAnswerSchema = profileSchema.extend({
  message: z.string(),
  orders: z.array(orderSchema),
});
export type ProfileUpdateResponse = z.infer<typeof changeInfoAnswerSchema>;

/** `PUT /user/changePassword`: the other sessions end; this one gets a new access token. */
export const changePasswordSchema = z.strictObject({
  oldPassword: z.string({ error: 'Введите текущий пароль' }).max(MAX_PASSWORD_LENGTH),
  newPassword: newPassword('Новый пароль'),
});
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;

export const changePasswordAnswerSchema = accessTokenSchema.extend({ message: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordAnswerSchema>;

/** A one-time link's token, as the page read it from the link's fragment. */
const linkToken = z
  .string({ error: 'Ссылка неполная: откройте её из письма целиком' })
  .min(20, 'Ссылка неполная: откройте её из письма целиком')
  .max(100, 'Ссылка повреждена: откройте её из письма целиком');

/** `POST /user/confirmEmail` and `POST /user/changeEmail`: the link's token; 200 `{ message }`. */
export const linkTokenSchema = z.strictObject({ token: linkToken });
export type LinkTokenRequest = z.input<typeof linkTokenSchema>;

/** `POST /user/recovery`: «Забыли пароль?»; the same 200 `{ message }` for any address. */
export const recoverySchema = z.strictObject({ email: email() });
export type RecoveryRequest = z.input<typeof recoverySchema>;

/** `POST /user/resetPassword`: the recovery link's token and the new password (the registration policy). */
export const resetPasswordSchema = z.strictObject({
  token: linkToken,
  password: newPassword('Новый пароль'),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;

/** `POST /user/deleteAccount`: the current password confirms it; 200 `{ message }`, the cookies cleared. */
export const deleteAccountSchema = z.strictObject({
  password: z.string({ error: 'Введите текущий пароль' }).max(MAX_PASSWORD_LENGTH),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountSchema>;
