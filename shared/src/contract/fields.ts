import { z } from 'zod';
import { formatPhoneMask, phoneSubscriberDigits } from '../domain/format';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../domain/passwords';
import { isCommonPassword } from './commonPasswords';

/**
 * Field rules of the account, order and call-back calls. Every message names the field in Russian, so the
 * answer to bad input tells the buyer what to fix.
 */

// Control characters never belong in names, addresses or codes (they break logs and exports, and
// PostgreSQL refuses a NUL in text outright); nor do the line and paragraph separators U+2028 and U+2029,
// which break a letter's line as a newline would.
const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}]/u;
export const hasNoControlCharacters = (value: string): boolean => !CONTROL_CHARACTERS.test(value);

interface TextOptions {
  max?: number;
}

function textBase(label: string, max: number) {
  return z
    .string({ error: `Поле «${label}» должно быть строкой` })
    .trim()
    .max(max, `Поле «${label}»: не более ${max} символов`)
    .refine(hasNoControlCharacters, `Поле «${label}» содержит недопустимые символы`);
}

/** A required text: blank is refused with «Заполните поле «…»». */
export function text(label: string, { max = 200 }: TextOptions = {}) {
  return textBase(label, max).refine((v) => v.length > 0, `Заполните поле «${label}»`);
}

/** An optional text: missing, empty or blank is kept as ''. */
export function optionalText(label: string, { max = 200 }: TextOptions = {}) {
  return textBase(label, max).optional().default('');
}

function emailBase(label: string) {
  return z
    .string({ error: `Поле «${label}» должно быть строкой` })
    .trim()
    .toLowerCase()
    .max(254, `Поле «${label}»: не более 254 символов`);
}
const isEmail = (value: string) => z.regexes.email.test(value);
const emailMessage = (label: string) => `Поле «${label}»: введите корректный адрес электронной почты`;

export function email(label = 'E-mail') {
  return emailBase(label).refine(isEmail, emailMessage(label));
}

/** An optional e-mail: missing or empty is kept as ''. */
export function optionalEmail(label = 'E-mail') {
  return emailBase(label)
    .refine((value) => value === '' || isEmail(value), emailMessage(label))
    .optional()
    .default('');
}

/** A Russian number in any common notation (ten digits, optionally after 7 or 8), stored as «+7 999 999 99 99». */
export function phone(label = 'Телефон') {
  const message = `Поле «${label}»: введите номер полностью, например +7 999 999 99 99`;
  return z
    .string({ error: `Поле «${label}» должно быть строкой` })
    .trim()
    .max(40, message)
    .refine((value) => phoneSubscriberDigits(value) !== null, message)
    .overwrite((value) => formatPhoneMask(`7${phoneSubscriberDigits(value)}`));
}

export function newPassword(label = 'Пароль') {
  return z
    .string({ error: `Поле «${label}» должно быть строкой` })
    .min(MIN_PASSWORD_LENGTH, `${label}: не короче ${MIN_PASSWORD_LENGTH} символов`)
    .max(MAX_PASSWORD_LENGTH, `${label}: не длиннее ${MAX_PASSWORD_LENGTH} символов`)
    .refine((value) => !isCommonPassword(value), `${label} слишком распространён, придумайте другой`);
}

/** A catalogue item code as the client sends it (the demo catalogue uses six digits). */
export function itemCode(label = 'Код товара') {
  return z
    .string({ error: `Поле «${label}» должно быть строкой` })
    .trim()
    .min(1, `Заполните поле «${label}»`)
    .max(50, `Поле «${label}»: не более 50 символов`)
    .regex(/^[\p{L}\p{N}._/-]+$/u, `Поле «${label}» содержит недопустимые символы`);
}
