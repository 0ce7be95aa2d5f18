import { SETTINGS_TEXTS as T } from '../texts';
import type { FieldErrors } from '../hooks/useSectionForm';

/** Each field as typed, trimmed. */
export const trimmed = <F extends Record<string, string>>(form: F): F =>
  Object.fromEntries(Object.entries(form).map(([key, value]) => [key, value.trim()])) as F;

/** «Заполните поле «…»» for each of `keys` left blank. */
export function requireFilled(form: Record<string, string>, keys: string[], labels: Record<string, string>) {
  const errors: FieldErrors = {};
  for (const key of keys) if (!form[key]?.trim()) errors[key] = T.errors.required(labels[key] ?? key);
  return errors;
}

/** A number as people type it: spaces between thousands, a decimal comma, a typographic minus. */
export function parseNumber(raw: string): number | null {
  const plain = raw.trim().replace(/\s/g, '').replace(',', '.').replace('−', '-');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : null;
}

/** A whole number from 0 to `max`, or the message why not. */
export function readWhole(raw: string, label: string, max: number): number | string {
  const value = parseNumber(raw);
  if (raw.trim() === '') return T.errors.required(label);
  if (value === null) return T.errors.number(label);
  if (!Number.isInteger(value)) return T.errors.whole(label);
  if (value < 0) return T.errors.min0(label);
  if (value > max) return T.errors.max(label, max);
  return value;
}

/** A number shown in a field: «55,7558». */
export const numberText = (value: number) => String(value).replace('.', ',');
