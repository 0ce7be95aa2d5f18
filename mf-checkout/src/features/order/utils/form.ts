import {
  TEXTS,
  isCompletePhone,
  isValidInn,
  isValidKpp,
  type BuyerRequest,
  type Delivery,
  type PickupPointSetting,
} from '@shop/shared';
import { CHECKOUT_TEXTS } from '../../../texts';

/** The order form's state and its checks (spec section 5, and the format checks the shop adds). */

export type BuyerKind = 'private' | 'legal';
export type DeliveryMode = 'pickup' | 'delivery';

export const BUYER_FIELDS = [
  'lastName',
  'firstName',
  'middleName',
  'phone',
  'email',
  'companyName',
  'inn',
  'kpp',
  'legalAddress',
] as const;
export type BuyerField = (typeof BUYER_FIELDS)[number];
export type BuyerValues = Record<BuyerField, string>;

/** Every place an error can show, in the order of the page (focus goes to the first wrong one). */
export const FORM_FIELDS = [...BUYER_FIELDS, 'pickup', 'city', 'address'] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type FormErrors = Partial<Record<FormField, string>>;

const LEGAL_FIELDS: readonly BuyerField[] = ['companyName', 'inn', 'kpp', 'legalAddress'];
const REQUIRED: Record<BuyerKind, readonly BuyerField[]> = {
  private: ['lastName', 'firstName', 'phone', 'email'],
  legal: ['lastName', 'firstName', 'phone', 'email', 'companyName', 'inn'],
};

/** The field labels (TEXTS), also used to find the field a server message names. */
export const FIELD_LABELS: Record<FormField, string> = {
  lastName: TEXTS.order.lastName,
  firstName: TEXTS.order.firstName,
  middleName: TEXTS.order.middleName,
  phone: TEXTS.order.phone,
  email: TEXTS.order.email,
  companyName: TEXTS.order.companyName,
  inn: TEXTS.order.inn,
  kpp: TEXTS.order.kpp,
  legalAddress: TEXTS.order.legalAddress,
  pickup: TEXTS.order.pickup,
  city: TEXTS.order.city,
  address: TEXTS.order.address,
};

export const EMPTY_BUYER: BuyerValues = {
  lastName: '',
  firstName: '',
  middleName: '',
  phone: '',
  email: '',
  companyName: '',
  inn: '',
  kpp: '',
  legalAddress: '',
};

export const isBuyerFieldShown = (field: BuyerField, kind: BuyerKind): boolean =>
  kind === 'legal' || !LEGAL_FIELDS.includes(field);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with one buyer field, in words that say how to fix it; undefined when it is fine. */
export function buyerFieldError(field: BuyerField, values: BuyerValues, kind: BuyerKind): string | undefined {
  if (!isBuyerFieldShown(field, kind)) return undefined;
  const value = values[field].trim();
  if (value === '') {
    return REQUIRED[kind].includes(field)
      ? CHECKOUT_TEXTS.validation.required(FIELD_LABELS[field])
      : undefined;
  }
  switch (field) {
    case 'phone':
      return isCompletePhone(value) ? undefined : CHECKOUT_TEXTS.validation.phone;
    case 'email':
      return EMAIL.test(value) ? undefined : CHECKOUT_TEXTS.validation.email;
    case 'inn':
      if (!/^\d{10}(\d{2})?$/.test(value)) return CHECKOUT_TEXTS.validation.innLength;
      return isValidInn(value) ? undefined : CHECKOUT_TEXTS.validation.innChecksum;
    case 'kpp':
      return isValidKpp(value) ? undefined : CHECKOUT_TEXTS.validation.kpp;
    default:
      return undefined;
  }
}

export interface DeliveryState {
  mode: DeliveryMode;
  /** The pickup point chosen with «Привезти сюда». */
  pickupId: number | null;
  city: string;
  address: string;
}

export const DEFAULT_DELIVERY: DeliveryState = { mode: 'pickup', pickupId: null, city: '', address: '' };

/** A point is chosen only while the owner still offers it (a restored order may name one since hidden). */
export function deliveryErrors(delivery: DeliveryState, points: readonly PickupPointSetting[]): FormErrors {
  if (delivery.mode === 'pickup') {
    const offered = points.some((point) => point.id === delivery.pickupId && point.visible);
    return offered ? {} : { pickup: CHECKOUT_TEXTS.validation.pickup };
  }
  const errors: FormErrors = {};
  if (!delivery.city.trim()) errors.city = CHECKOUT_TEXTS.validation.required(TEXTS.order.city);
  if (!delivery.address.trim()) errors.address = CHECKOUT_TEXTS.validation.required(TEXTS.order.address);
  return errors;
}

export function formErrors(
  values: BuyerValues,
  kind: BuyerKind,
  delivery: DeliveryState,
  points: readonly PickupPointSetting[],
): FormErrors {
  const errors: FormErrors = {};
  for (const field of BUYER_FIELDS) {
    const error = buyerFieldError(field, values, kind);
    if (error) errors[field] = error;
  }
  return { ...errors, ...deliveryErrors(delivery, points) };
}

export const firstWrongField = (errors: FormErrors): FormField | undefined =>
  FORM_FIELDS.find((field) => errors[field]);

/**
 * The field a server message is about: its messages name the field in «», e.g. «Поле «ИНН»: …».
 * Longer labels are tried first, so «Юридический адрес» is not taken for «Адрес».
 */
export function fieldOfMessage(message: string): FormField | undefined {
  const byLength = [...FORM_FIELDS].sort((a, b) => FIELD_LABELS[b].length - FIELD_LABELS[a].length);
  const named = byLength.find((field) => message.includes(`«${FIELD_LABELS[field]}»`));
  if (named) return named;
  return message.includes('Пункт самовывоза') ? 'pickup' : undefined;
}

/** The buyer as the order sends it: a private person has no company fields. */
export function buyerOf(values: BuyerValues, kind: BuyerKind): BuyerRequest {
  const shown = BUYER_FIELDS.filter((field) => isBuyerFieldShown(field, kind) && values[field].trim() !== '');
  return Object.fromEntries(shown.map((field) => [field, values[field].trim()])) as BuyerRequest;
}

/**
 * The delivery the order sends: a courier's city and address, or the chosen point among the owner's visible
 * `points` (by id; null when it is no longer offered). The point's copy goes along for the pending order's
 * display; the server keeps its own copy from the settings.
 */
export function deliveryOf(delivery: DeliveryState, points: readonly PickupPointSetting[]): Delivery | null {
  if (delivery.mode === 'delivery') {
    return { type: 'delivery', city: delivery.city.trim(), address: delivery.address.trim() };
  }
  const point = points.find((one) => one.id === delivery.pickupId && one.visible);
  return point
    ? { type: 'pickup', id: point.id, title: point.title, location: point.location, description: point.hours }
    : null;
}

/** The form as a saved pending order left it (after a reload, the buyer sees what was sent). */
export function formOf(
  user: BuyerRequest,
  saved: Delivery,
): {
  kind: BuyerKind;
  values: BuyerValues;
  delivery: DeliveryState;
} {
  const values = { ...EMPTY_BUYER };
  for (const field of BUYER_FIELDS) values[field] = user[field] ?? '';
  return {
    kind: LEGAL_FIELDS.some((field) => values[field] !== '') ? 'legal' : 'private',
    values,
    delivery:
      saved.type === 'pickup'
        ? { ...DEFAULT_DELIVERY, pickupId: saved.id }
        : { mode: 'delivery', pickupId: null, city: saved.city, address: saved.address },
  };
}
