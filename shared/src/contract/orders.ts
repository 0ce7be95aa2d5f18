import { z } from 'zod';
import { MAX_ITEM_COUNT, MAX_ORDER_LINES } from '../domain/constants';
import { ORDER_STATUSES } from '../domain/orderStatus';
import { isValidInn, isValidKpp } from '../domain/requisites';
import { storedItemSchema } from './entries';
import { email, itemCode, optionalText, phone, text } from './fields';

/** `POST /user/sendOrder` and `GET /user/orders` (spec sections 3, 5, 7). */

const LEGAL_FIELDS = ['inn', 'companyName', 'legalAddress', 'kpp'] as const;

/** A private person, or a legal entity when any company field is filled (then ИНН and the name are required). */
export const buyerSchema = z
  .strictObject({
    lastName: text('Фамилия', { max: 100 }),
    firstName: text('Имя', { max: 100 }),
    middleName: optionalText('Отчество', { max: 100 }),
    phone: phone('Телефон'),
    email: email('Email'),
    inn: optionalText('ИНН', { max: 12 }).refine(
      (inn) => inn === '' || isValidInn(inn),
      'Поле «ИНН»: 10 или 12 цифр с верной контрольной суммой',
    ),
    companyName: optionalText('Название компании'),
    legalAddress: optionalText('Юридический адрес', { max: 300 }),
    kpp: optionalText('КПП', { max: 9 }).refine(
      (kpp) => kpp === '' || isValidKpp(kpp),
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
/** The buyer as the server keeps it (every field present); `BuyerRequest` is what a client sends. */
export type Buyer = z.infer<typeof buyerSchema>;
export type BuyerRequest = z.input<typeof buyerSchema>;

/**
 * The delivery as an order keeps it: a pickup point of the settings by id with a copy of its title, address
 * (`location`) and hours (`description`) as they were when ordered, or a courier to a city and address.
 */
const pickupDeliverySchema = z.object({
  id: z.number().int(),
  type: z.literal('pickup'),
  title: z.string(),
  location: z.string(),
  meta: z.string().optional(),
  description: z.string(),
});
const courierDeliverySchema = z.object({
  type: z.literal('delivery'),
  city: z.string(),
  address: z.string(),
});
export const deliverySchema = z.discriminatedUnion('type', [pickupDeliverySchema, courierDeliverySchema]);
export type Delivery = z.infer<typeof deliverySchema>;
export type PickupDelivery = z.infer<typeof pickupDeliverySchema>;
export type CourierDelivery = z.infer<typeof courierDeliverySchema>;

// The client sends the whole pickup point; only its id counts, the rest comes from the shop's settings.
const echoed = z.string().max(300).optional();
/** The spec's message for a pickup point that is not one of the list (unknown, hidden, not a number). */
export const PICKUP_POINT_MESSAGE = 'Поле «Пункт самовывоза»: выберите пункт из списка';
/**
 * A pickup point's id in the owner's settings, as orders keep it (a smallint column). Which ids exist is the
 * settings' business: the API checks an order's against the visible points.
 */
export const MAX_PICKUP_POINT_ID = 32_767;
const deliveryRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('pickup'),
      id: z
        .number({ error: PICKUP_POINT_MESSAGE })
        .int(PICKUP_POINT_MESSAGE)
        .min(0, PICKUP_POINT_MESSAGE)
        .max(MAX_PICKUP_POINT_ID, PICKUP_POINT_MESSAGE),
      title: echoed,
      location: echoed,
      meta: echoed,
      description: echoed,
    }),
    z.strictObject({
      type: z.literal('delivery'),
      city: text('Город', { max: 100 }),
      address: text('Адрес', { max: 300 }),
    }),
  ],
  { error: 'Поле «Способ получения»: самовывоз (pickup) или доставка (delivery)' },
);

// Names and prices a client may send along are ignored: the server prices the order from its own data.
const ignored = z.union([z.string().max(300), z.number(), z.null()]).optional();
const orderLineSchema = z.strictObject({
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
  address: deliveryRequestSchema,
  itemCode: z
    .array(orderLineSchema, { error: 'Поле «Товары» должно быть списком' })
    .min(1, 'В заказе нет товаров')
    .max(MAX_ORDER_LINES, `Не более ${MAX_ORDER_LINES} позиций в одном заказе`)
    .refine(
      (lines) => new Set(lines.map((line) => line.itemCode)).size === lines.length,
      'Поле «Товары»: каждый товар указывается один раз',
    ),
  user: buyerSchema,
});
/** What the client sends; `SendOrderInput` is what the server works with after validation. */
export type SendOrderRequest = z.input<typeof sendOrderSchema>;
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
export type SendOrderResponse = z.infer<typeof sendOrderAnswerSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  items: z.array(storedItemSchema),
  address: deliverySchema,
  status: z.string(),
  totalPrice: z.number().int(),
  timestamp: z.string().describe('ISO 8601'),
});
export type OrderSummary = z.infer<typeof orderSchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `Поле «Статус»: одно из ${ORDER_STATUSES.join(', ')}`,
});

/** An order of the account as `/orders` shows it: the status by name, its code, the timeline. */
export const accountOrderSchema = orderSchema.extend({
  status: z.string().describe('Название статуса: «Новый», «Подтверждён», …'),
  statusCode: orderStatusSchema,
  history: z
    .array(z.object({ status: orderStatusSchema, at: z.string().describe('ISO 8601') }))
    .describe('Смены статуса, по порядку'),
  canCancel: z.boolean().describe('Покупатель может отменить заказ (пока он «Новый»)'),
  invoice: z.boolean().describe('Заказ юридического лица: есть «Счёт на оплату»'),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;

/** `GET /user/orders` */
export const ordersResponseSchema = z.object({ orders: z.array(accountOrderSchema) });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;
