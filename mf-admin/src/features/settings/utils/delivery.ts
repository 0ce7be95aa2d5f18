import type { DeliverySettings } from '@shop/shared';
import type { FieldErrors } from '../hooks/useSectionForm';
import { SETTINGS_TEXTS } from '../texts';
import { readWhole } from './forms';

const T = SETTINGS_TEXTS.delivery;
const E = SETTINGS_TEXTS.errors;
const MAX_RUB = 10_000_000;

export interface ZoneForm {
  key: number;
  upToKm: string;
  priceRub: string;
}
/** The delivery settings as typed: every number is text until it is checked. */
export interface DeliveryForm {
  moscowInsideRingRub: string;
  freeFromRub: string;
  zones: ZoneForm[];
  days: string;
  hours: string;
  transportCompanyDays: string;
  terminalFreeStorageDays: string;
  wholesaleDiscountUpToPercent: string;
}
export type DeliveryText = Exclude<keyof DeliveryForm, 'zones'>;

let keys = 0;
export const newZone = (upToKm = '', priceRub = ''): ZoneForm => ({ key: ++keys, upToKm, priceRub });

export const deliveryForm = (value: DeliverySettings): DeliveryForm => ({
  moscowInsideRingRub: String(value.moscowInsideRingRub),
  freeFromRub: String(value.freeFromRub),
  zones: value.beyondRing.map((zone) => newZone(String(zone.upToKm), String(zone.priceRub))),
  days: value.days,
  hours: value.hours,
  transportCompanyDays: value.transportCompanyDays,
  terminalFreeStorageDays: String(value.terminalFreeStorageDays),
  wholesaleDiscountUpToPercent: String(value.wholesaleDiscountUpToPercent),
});

/** A zone's field key in the errors, as the contract's path: `beyondRing.0.priceRub`. */
export const zoneField = (index: number, field: 'upToKm' | 'priceRub') => `beyondRing.${index}.${field}`;

/** The settings to send, or what is wrong by its field: blanks, numbers that are not whole, zones out of order. */
export function checkDelivery(form: DeliveryForm): { value: DeliverySettings } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const whole = (key: string, raw: string, label: string, max: number) => {
    const read = readWhole(raw, label, max);
    if (typeof read === 'number') return read;
    errors[key] = read;
    return 0;
  };
  const text = (key: 'days' | 'hours' | 'transportCompanyDays') => {
    if (!form[key].trim()) errors[key] = E.required(T.labels[key]);
    return form[key].trim();
  };
  const beyondRing = form.zones.map((zone, i) => ({
    upToKm: whole(zoneField(i, 'upToKm'), zone.upToKm, T.labels.upToKm, 10_000),
    priceRub: whole(zoneField(i, 'priceRub'), zone.priceRub, T.labels.priceRub, MAX_RUB),
  }));
  if (beyondRing.some((zone, i) => i > 0 && zone.upToKm <= (beyondRing[i - 1]?.upToKm ?? 0)))
    errors.beyondRing = E.zonesOrder;
  const value: DeliverySettings = {
    moscowInsideRingRub: whole(
      'moscowInsideRingRub',
      form.moscowInsideRingRub,
      T.labels.moscowInsideRingRub,
      MAX_RUB,
    ),
    freeFromRub: whole('freeFromRub', form.freeFromRub, T.labels.freeFromRub, MAX_RUB),
    beyondRing,
    days: text('days'),
    hours: text('hours'),
    transportCompanyDays: text('transportCompanyDays'),
    terminalFreeStorageDays: whole(
      'terminalFreeStorageDays',
      form.terminalFreeStorageDays,
      T.labels.terminalFreeStorageDays,
      365,
    ),
    wholesaleDiscountUpToPercent: whole(
      'wholesaleDiscountUpToPercent',
      form.wholesaleDiscountUpToPercent,
      T.labels.wholesaleDiscountUpToPercent,
      100,
    ),
  };
  return Object.keys(errors).length > 0 ? { errors } : { value };
}
