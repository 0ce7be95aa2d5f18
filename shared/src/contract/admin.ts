import { z } from 'zod';
import { MAX_PRICE_CHANGE_PERCENT, MIN_PRICE_CHANGE_PERCENT } from '../domain/constants';
import { itemCode } from './fields';

/** The admin price tool (spec section 7): every call is a POST with a JSON body, admin role only. */

const BOUNDS = `Поле «Процент»: от ${MIN_PRICE_CHANGE_PERCENT} до ${MAX_PRICE_CHANGE_PERCENT}`;

// A number, or a numeric string as a form sends it (a decimal comma and a typographic minus are fine).
export const percentageSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .max(30)
        .regex(/^[+\-−]?\d+(?:[.,]\d+)?$/, 'Поле «Процент» должно быть числом')
        .transform((value) => Number(value.replace(',', '.').replace('−', '-'))),
    ],
    { error: 'Поле «Процент» обязательно и должно быть числом' },
  )
  .pipe(z.number().min(MIN_PRICE_CHANGE_PERCENT, BOUNDS).max(MAX_PRICE_CHANGE_PERCENT, BOUNDS));

/** `POST /admin/updatePrice/{itemCode}/`, `/admin/{category}[/{sub}[/{sub2}]]/updatePrices/`, `/admin/updatePrices/` */
export const updatePricesSchema = z.strictObject({
  percentage: percentageSchema.describe('Изменение цены в процентах (может быть отрицательным и дробным)'),
  dryRun: z.boolean().optional().describe('Только посчитать, сколько товаров изменится'),
});
export type UpdatePricesRequest = z.input<typeof updatePricesSchema>;

export const priceChangeAnswerSchema = z.object({
  message: z.string(),
  itemsChanged: z.number().int(),
  dryRun: z.boolean(),
});
export type PriceChangeResponse = z.infer<typeof priceChangeAnswerSchema>;

/** `POST /admin/checkAvailability/` */
export const checkAvailabilitySchema = z.strictObject({ itemCode: itemCode() });
export type CheckAvailabilityRequest = z.input<typeof checkAvailabilitySchema>;

export const availabilityAnswerSchema = z.object({
  message: z.string(),
  available: z.boolean(),
  price: z.number().int().nullable(),
});
export type AvailabilityResponse = z.infer<typeof availabilityAnswerSchema>;
