import type { ProfileUpdateRequest, UserProfile } from '@shop/shared';

export interface ProfileFields {
  lastName: string;
  name: string;
  surname: string;
  email: string;
}

/**
 * Spec section 4: each field left empty falls back to the current value; the update is sent in the spec's
 * shape, where the middle name is `surename`.
 */
export function profileUpdate(current: UserProfile, typed: ProfileFields): Required<ProfileUpdateRequest> {
  const pick = (value: string, fallback: string) => value.trim() || fallback;
  return {
    lastName: pick(typed.lastName, current.lastName),
    name: pick(typed.name, current.name),
    surename: pick(typed.surname, current.surname),
    email: pick(typed.email, current.email),
  };
}

/** Which field a server message is about (its messages name the field), or null for the whole form. */
export function fieldOfMessage(message: string): keyof ProfileFields | null {
  if (/e-mail/i.test(message)) return 'email';
  if (message.includes('Фамилия')) return 'lastName';
  if (message.includes('Отчество')) return 'surname';
  if (message.includes('Имя')) return 'name';
  return null;
}
