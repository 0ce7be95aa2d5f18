import { z } from 'zod';
import { MAX_PRICE_CHANGE_PERCENT, MIN_PRICE_CHANGE_PERCENT } from '../domain/constants';
import { parsePercentage } from '../domain/percentage';
import { paginationSchema } from './catalog';
import { itemCode } from './fields';

/** The admin price tool (spec section 7): every call is a POST with a JSON body, admin role only. */

const BOUNDS = `Поле «Процент»: от ${MIN_PRICE_CHANGE_PERCENT} до ${MAX_PRICE_CHANGE_PERCENT}`;

// A number, or a numeric string as a form sends it (a decimal comma and a typographic minus are fine).
export const percentageSchema = z
  .union(
    [
      z.number(),
      z.string().transform((value, context) => {
        const parsed = parsePercentage(value);
        if (parsed === null)
          context.addIssue({ code: 'custom', message: 'Поле «Процент» должно быть числом' });
        return parsed ?? z.NEVER;
      }),
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

const priceExampleSchema = z.object({
  itemCode: z.string(),
  name: z.string(),
  priceBefore: z.number().int().nullable(),
  priceAfter: z.number().int().nullable(),
});

export const priceChangeAnswerSchema = z.object({
  message: z.string(),
  itemsChanged: z.number().int(),
  dryRun: z.boolean(),
  sumBefore: z.number().int().describe('Сумма цен изменяемых товаров до изменения, руб.'),
  sumAfter: z.number().int().describe('Сумма их цен после изменения, руб.'),
  examples: z.array(priceExampleSchema).describe('Несколько изменяемых товаров, по названию'),
  changeId: z.number().int().nullable().describe('Номер изменения в истории; null при пробном запуске'),
});
export type PriceChangeResponse = z.infer<typeof priceChangeAnswerSchema>;

/** `POST /admin/checkAvailability/` */
export const checkAvailabilitySchema = z.strictObject({ itemCode: itemCode() });
export type CheckAvailabilityRequest = z.input<typeof checkAvailabilitySchema>;

export const availabilityAnswerSchema = z.object({
  message: z.string(),
  itemCode: z.string(),
  name: z.string(),
  available: z.boolean(),
  price: z.number().int().nullable(),
});
export type AvailabilityResponse = z.infer<typeof availabilityAnswerSchema>;

/** `GET /admin/priceChanges/?page={n}`: the price tool's history, newest first. */
export const priceChangesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1).describe('Номер страницы, с 1'),
});

export const priceChangeEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string().describe('ISO 8601'),
  admin: z.object({ name: z.string(), email: z.string() }),
  scope: z.string().describe('`all`, `item:{код}` или путь раздела каталога, например `seyfy/dlya-oruzhiya`'),
  percentage: z.number().nullable().describe('null у отмены'),
  itemsChanged: z.number().int(),
  revertOf: z.number().int().nullable().describe('Какое изменение отменяет эта запись'),
  revertedBy: z.number().int().nullable().describe('Запись, которая отменила это изменение'),
});
export type PriceChangeEntry = z.infer<typeof priceChangeEntrySchema>;

export const priceChangesSchema = z.object({
  changes: z.array(priceChangeEntrySchema),
  pagination: paginationSchema,
});
export type PriceChangesResponse = z.infer<typeof priceChangesSchema>;

/** `POST /admin/priceChanges/{id}/revert/`: puts back the prices of the items nothing has changed since. */
export const revertAnswerSchema = z.object({
  message: z.string(),
  changeId: z.number().int().describe('Номер записи самой отмены'),
  itemsRestored: z.number().int(),
  skippedCount: z.number().int().describe('Товары, чьи цены с тех пор менялись: оставлены как есть'),
  skipped: z.array(z.object({ itemCode: z.string(), name: z.string() })).describe('Первые из них'),
});
export type RevertResponse = z.infer<typeof revertAnswerSchema>;
