import { z } from 'zod';
import { hasNoControlCharacters, itemCode } from '../../validation/fields';

/** Shapes of the admin price tool (spec section 7): every call is a POST with a JSON body. */

export const MIN_PERCENTAGE = -90;
export const MAX_PERCENTAGE = 1000;
const BOUNDS = `Поле «Процент»: от ${MIN_PERCENTAGE} до ${MAX_PERCENTAGE}`;

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
  .pipe(z.number().min(MIN_PERCENTAGE, BOUNDS).max(MAX_PERCENTAGE, BOUNDS));

export const updatePricesSchema = z.strictObject({
  percentage: percentageSchema.describe('Изменение цены в процентах (может быть отрицательным и дробным)'),
  dryRun: z.boolean().optional().describe('Только посчитать, сколько товаров изменится'),
});

export const checkAvailabilitySchema = z.strictObject({ itemCode: itemCode() });

const segment = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Укажите ${label}`)
    .max(200, `Поле «${label}»: не более 200 символов`)
    .refine(hasNoControlCharacters, `Поле «${label}» содержит недопустимые символы`);
export const itemParamsSchema = z.object({ itemCode: itemCode() });
export const scopeParamsSchema = z.object({
  category: segment('категорию'),
  subcategory: segment('подкатегорию').optional(),
  subcategory2: segment('подкатегорию второго уровня').optional(),
});

export const priceChangeAnswerSchema = z.object({
  message: z.string(),
  itemsChanged: z.number().int(),
  dryRun: z.boolean(),
});

export const availabilityAnswerSchema = z.object({
  message: z.string(),
  available: z.boolean(),
  price: z.number().int().nullable(),
});
