import { z } from 'zod';
import { email, itemCode, phone, text } from '../../validation/fields';

/** Shapes of `POST /user/sendOrder` and `GET /user/orders` (spec sections 3, 5, 7). */

export const MAX_ORDER_LINES = 100;
export const MAX_ITEM_COUNT = 999;
const PICKUP_POINT_COUNT = 9;

/** The ИНН checksum of the Federal Tax Service: 10 digits for a company, 12 for a sole proprietor. */
export function isValidInn(inn: string): boolean {
  if (!/^\d{10}(?:\d{2})?$/.test(inn)) return false;
  const d = [...inn].map(Number);
  const check = (weights: number[]) => (weights.reduce((sum, w, i) => sum + w * (d[i] ?? 0), 0) % 11) % 10;
  if (inn.length === 10) return check([2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9];
  return (
    check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] && check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11]
  );
}

const LEGAL_FIELDS = ['inn', 'companyName', 'legalAddress', 'kpp'] as const;

/** A private person, or a legal entity when any company field is filled (then ИНН and the name are required). */
export const buyerSchema = z
  .strictObject({
    lastName: text('Фамилия', { max: 100 }),
    firstName: text('Имя', { max: 100 }),
    middleName: text('Отчество', { max: 100, optional: true }),
    phone: phone('Телефон'),
    email: email('Email'),
    inn: text('ИНН', { max: 12, optional: true }).refine(
      (inn) => inn === '' || isValidInn(inn),
      'Поле «ИНН»: 10 или 12 цифр с верной контрольной суммой',
    ),
    companyName: text('Название компании', { optional: true }),
    legalAddress: text('Юридический адрес', { max: 300, optional: true }),
    kpp: text('КПП', { max: 9, optional: true }).refine(
      (kpp) => kpp === '' || /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp),
      'Поле «КПП»: 9 символов, например 771301001',
    ),
  })
  .superRefine((buyer, context) => {
    if (!LEGAL_FIELDS.some((field) => buyer[field] !== '')) return;
    if (!buyer.inn) context.addIssue({ code: 'custom', path: ['inn'], message: 'Заполните поле «ИНН»' });
    if (!buyer.companyName) {
      context.addIssue({
        code: 'custom',
        path: ['companyName'],
        message: 'Заполните поле «Название компании»',
      });
    }
  });

// The client sends the whole pickup point; only its id counts, the rest comes from the server's own list.
const echoed = z.string().max(300).optional();
const pickupSchema = z.strictObject({
  type: z.literal('pickup'),
  id: z
    .number({ error: 'Поле «Пункт самовывоза»: выберите пункт из списка' })
    .int('Поле «Пункт самовывоза»: выберите пункт из списка')
    .min(0, 'Поле «Пункт самовывоза»: выберите пункт из списка')
    .max(PICKUP_POINT_COUNT - 1, 'Поле «Пункт самовывоза»: выберите пункт из списка'),
  title: echoed,
  location: echoed,
  meta: echoed,
  description: echoed,
});
const courierSchema = z.strictObject({
  type: z.literal('delivery'),
  city: text('Город', { max: 100 }),
  address: text('Адрес', { max: 300 }),
});
export const deliverySchema = z.discriminatedUnion('type', [pickupSchema, courierSchema], {
  error: 'Поле «Способ получения»: самовывоз (pickup) или доставка (delivery)',
});

// Names and prices a client may send along are ignored: the server prices the order from its own data.
const ignored = z.union([z.string().max(300), z.number(), z.null()]).optional();
const lineSchema = z.strictObject({
  itemCode: itemCode(),
  count: z
    .number({ error: 'Поле «Количество» должно быть числом' })
    .int('Поле «Количество»: целое число')
    .min(1, 'Поле «Количество»: не меньше 1')
    .max(MAX_ITEM_COUNT, `Поле «Количество»: не больше ${MAX_ITEM_COUNT}`),
  name: ignored,
  newPrice: ignored,
  oldPrice: ignored,
  price: ignored,
});

export const sendOrderSchema = z.strictObject({
  address: deliverySchema,
  itemCode: z
    .array(lineSchema, { error: 'Поле «Товары» должно быть списком' })
    .min(1, 'В заказе нет товаров')
    .max(MAX_ORDER_LINES, `Не более ${MAX_ORDER_LINES} позиций в одном заказе`)
    .refine(
      (lines) => new Set(lines.map((line) => line.itemCode)).size === lines.length,
      'Поле «Товары»: каждый товар указывается один раз',
    ),
  user: buyerSchema,
});
export type SendOrderInput = z.infer<typeof sendOrderSchema>;

export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, 'Заголовок Idempotency-Key: от 1 до 200 видимых символов ASCII')
    .optional()
    .describe('Ключ повтора: тот же ключ того же покупателя не создаёт второй заказ'),
});

export const sendOrderAnswerSchema = z.object({
  message: z.string(),
  orderId: z.number().int(),
  totalPrice: z.number().int(),
  skipped: z.array(z.string()).describe('Коды товаров без цены или неизвестные: в заказ не вошли'),
});

const storedItemSchema = z.object({
  name: z.string(),
  newPrice: z.string().nullable(),
  oldPrice: z.string().nullable(),
  count: z.number().int(),
  link: z.string(),
  image: z.string(),
  discount: z.number().int(),
  discountPercentage: z.number().int(),
  itemCode: z.string(),
  props: z.array(z.object({ key: z.string(), value: z.string() })),
});

const storedDeliverySchema = z.union([
  z.object({
    id: z.number().int(),
    type: z.literal('pickup'),
    title: z.string(),
    location: z.string(),
    meta: z.string().optional(),
    description: z.string(),
  }),
  z.object({ type: z.literal('delivery'), city: z.string(), address: z.string() }),
]);

export const orderSchema = z.object({
  id: z.number().int(),
  items: z.array(storedItemSchema),
  address: storedDeliverySchema,
  status: z.string(),
  totalPrice: z.number().int(),
  timestamp: z.string().describe('ISO 8601'),
});
export type OrderSummary = z.infer<typeof orderSchema>;
