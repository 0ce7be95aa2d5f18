/**
 * The account calls' own pre-check; their request and answer shapes are the contract's
 * (`@shop/shared/contract`).
 */

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
