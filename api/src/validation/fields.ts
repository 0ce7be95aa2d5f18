import { formatPhoneMask } from '@shop/shared/src/format';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, isCommonPassword } from '../auth/passwords';

/**
 * Field rules of the account, order and call-back calls. Every message names the field in Russian, so the
 * answer to bad input tells the buyer what to fix.
 */

// Control characters never belong in names, addresses or codes (they break logs and exports, and
// PostgreSQL refuses a NUL in text outright).
const CONTROL_CHARACTERS = /\p{Cc}/u;
export const hasNoControlCharacters = (value: string): boolean => !CONTROL_CHARACTERS.test(value);

interface TextOptions {
  max?: number;
  /** An empty (or blank) value is allowed and stored as ''. */
  optional?: boolean;
}

export function text(label: string, { max = 200, optional = false }: TextOptions = {}) {
  const base = z
    .string({ error: `Поле «${label}» должно быть строкой` })
    .trim()
    .max(max, `Поле «${label}»: не более ${max} символов`)
    .refine(hasNoControlCharacters, `Поле «${label}» содержит недопустимые символы`);
  return optional
    ? base.optional().default('')
    : base.refine((v) => v.length > 0, `Заполните поле «${label}»`);
}

export function email(label = 'E-mail', { optional = false } = {}) {
  const base = z
    .string({ error: `Поле «${label}» должно быть строкой` })
    .trim()
    .toLowerCase()
    .max(254, `Поле «${label}»: не более 254 символов`);
  const valid = (value: string) => z.regexes.email.test(value);
  const message = `Поле «${label}»: введите корректный адрес электронной почты`;
  return optional
    ? base
        .refine((value) => value === '' || valid(value), message)
        .optional()
        .default('')
    : base.refine(valid, message);
}

/** A Russian number in any common notation (ten digits, optionally after 7 or 8), stored as «+7 999 999 99 99». */
export function phone(label = 'Телефон', { optional = false } = {}) {
  const message = `Поле «${label}»: введите номер полностью, например +7 999 999 99 99`;
  const base = z
    .string({ error: `Поле «${label}» должно быть строкой` })
    .trim()
    .max(40, message)
    .refine((value) => (optional && value === '') || subscriberDigits(value) !== null, message)
    .overwrite((value) => (value === '' ? '' : formatPhoneMask(`7${subscriberDigits(value)}`)));
  return optional ? base.optional().default('') : base;
}

function subscriberDigits(value: string): string | null {
  if (!/^[\d\s()+-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  return digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : null;
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
