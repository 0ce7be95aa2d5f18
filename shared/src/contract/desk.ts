import { z } from 'zod';
import { DESK_MAX_PAGE, DESK_SEARCH_LIMIT, MAX_ORDER_COMMENT, ORDER_STATUSES } from '../domain/orderStatus';
import { paginationSchema } from './catalog';
import { MAX_PICKUP_POINT_ID, PICKUP_POINT_MESSAGE, deliverySchema, orderStatusSchema } from './orders';
import { email, hasNoControlCharacters } from './fields';

/** The order desk: staff only — administrators and managers. */

const isoDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Поле «${label}»: дата в виде ГГГГ-ММ-ДД`)
    .refine(
      (value) => new Date(Date.parse(`${value}T00:00:00Z`) || 0).toISOString().startsWith(value),
      `Поле «${label}»: нет такой даты`,
    )
    .optional();

/** `GET /desk/orders/` and `GET /desk/orders.csv`: the filters live in the desk's URL with the same names. */
export const deskFiltersSchema = z.object({
  status: orderStatusSchema.optional(),
  from: isoDate('Дата с'),
  to: isoDate('Дата по'),
  buyer: z.enum(['person', 'legal'], { error: 'Поле «Покупатель»: person или legal' }).optional(),
  delivery: z.enum(['pickup', 'delivery'], { error: 'Поле «Получение»: pickup или delivery' }).optional(),
  /** A point id of the settings, hidden ones too (an old order names its point for good). */
  point: z.coerce
    .number({ error: PICKUP_POINT_MESSAGE })
    .int(PICKUP_POINT_MESSAGE)
    .min(0, PICKUP_POINT_MESSAGE)
    .max(MAX_PICKUP_POINT_ID, PICKUP_POINT_MESSAGE)
    .optional(),
  q: z
    .string()
    .trim()
    .max(100, 'Поиск: не более 100 символов')
    .refine(hasNoControlCharacters, 'Поиск содержит недопустимые символы')
    .optional()
    .describe('Номер заказа, телефон, e-mail, фамилия, ИНН или компания'),
});
export type DeskFilters = z.infer<typeof deskFiltersSchema>;

export const deskOrdersQuerySchema = deskFiltersSchema.extend({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(DESK_MAX_PAGE, `Список листается до ${DESK_MAX_PAGE}-й страницы: уточните фильтры или поиск`)
    .default(1)
    .describe('Номер страницы, с 1'),
});

export const deskCsvQuerySchema = deskFiltersSchema.extend({
  rows: z.enum(['order', 'item']).default('order').describe('Строка на заказ или на товар'),
});

export const deskOrderRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string().describe('ISO 8601'),
  status: orderStatusSchema,
  buyer: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    companyName: z.string(),
    inn: z.string(),
  }),
  delivery: z.string().describe('Пункт самовывоза или город'),
  itemsCount: z.number().int(),
  totalPrice: z.number().int(),
});
export type DeskOrderRow = z.infer<typeof deskOrderRowSchema>;

const statusCountsSchema = z.object(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof ORDER_STATUSES)[number],
    z.ZodNumber
  >,
);

export const deskOrdersSchema = z.object({
  orders: z.array(deskOrderRowSchema),
  pagination: paginationSchema,
  counts: statusCountsSchema.describe('Заказы каждого статуса с остальными фильтрами'),
  all: z.number().int().describe('Все заказы с остальными фильтрами'),
  latestId: z.number().int().describe('Номер самого нового заказа магазина (0 — заказов нет)'),
  limited: z
    .boolean()
    .describe(`Поиск нашёл больше ${DESK_SEARCH_LIMIT} заказов: показаны и посчитаны самые новые из них`),
});
export type DeskOrdersResponse = z.infer<typeof deskOrdersSchema>;

export const orderHistoryEntrySchema = z.object({
  at: z.string().describe('ISO 8601'),
  status: orderStatusSchema.nullable().describe('Новый статус; null — только комментарий'),
  who: z.string().describe('Кто: имя и e-mail сотрудника, «Покупатель» или «Магазин»'),
  comment: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** The buyer as an order keeps it (every field present; a private person has the company fields empty). */
const storedBuyerSchema = z.object({
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  phone: z.string(),
  email: z.string(),
  inn: z.string(),
  companyName: z.string(),
  legalAddress: z.string(),
  kpp: z.string(),
});

export const deskOrderSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: orderStatusSchema,
  version: z.number().int().describe('Отправляется с изменением: другой номер — 409'),
  buyer: storedBuyerSchema,
  delivery: deliverySchema,
  items: z.array(
    z.object({
      itemCode: z.string(),
      name: z.string(),
      price: z.number().int(),
      count: z.number().int(),
      sum: z.number().int(),
    }),
  ),
  totalPrice: z.number().int(),
  vatKopecks: z.number().int().describe('НДС 20 %, включённый в сумму, в копейках'),
  managerComment: z.string(),
  history: z.array(orderHistoryEntrySchema),
  actions: z.array(orderStatusSchema).describe('Статусы, в которые заказ можно перевести'),
  invoice: z.boolean().describe('Юридическому лицу доступен «Счёт на оплату»'),
});
export type DeskOrder = z.infer<typeof deskOrderSchema>;

export const deskOrderParamsSchema = z.object({
  id: z.coerce.number({ error: 'Номер заказа — число' }).int().min(1).max(2_147_483_647),
});

const comment = (label: string) =>
  z
    .string({ error: `Поле «${label}» должно быть строкой` })
    .trim()
    .max(MAX_ORDER_COMMENT, `Поле «${label}»: не более ${MAX_ORDER_COMMENT} символов`)
    .refine(hasNoControlCharacters, `Поле «${label}» содержит недопустимые символы`);

const version = z.number({ error: 'Поле «version» обязательно' }).int().min(0);

/** `POST /desk/orders/{id}/status/`: a reason is required to cancel. */
export const changeStatusSchema = z
  .strictObject({ status: orderStatusSchema, version, comment: comment('Комментарий').default('') })
  .refine((body) => body.status !== 'cancelled' || body.comment.length > 0, {
    path: ['comment'],
    message: 'Укажите причину отмены',
  });
export type ChangeStatusRequest = z.input<typeof changeStatusSchema>;

/** `PUT /desk/orders/{id}/comment/`: the manager's note on the order. */
export const managerCommentSchema = z.strictObject({ comment: comment('Комментарий менеджера'), version });
export type ManagerCommentRequest = z.input<typeof managerCommentSchema>;

/** `POST /user/orders/{id}/cancel/`: the buyer's own cancellation while the order is «Новый». */
export const buyerCancelSchema = z.strictObject({ reason: comment('Причина').default('') });
export type BuyerCancelRequest = z.input<typeof buyerCancelSchema>;

/** Staff roles an administrator manages from the desk (`/desk/staff/`). */
export const STAFF_ROLES = ['admin', 'manager'] as const;
export const staffMemberSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
/** An invitation to become a manager that is still open (not used, withdrawn or expired). */
export const staffInvitationSchema = z.object({
  email: z.string(),
  /** ISO 8601. */
  invitedAt: z.string(),
  expiresAt: z.string(),
  /** The administrator who sent it; null when it came from the command line. */
  invitedBy: z.string().nullable(),
});
export const staffSchema = z.object({
  staff: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});
export type StaffResponse = z.infer<typeof staffSchema>;
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/**
 * `POST /desk/staff/`: `manager: true` sends the address an invitation (the role comes when its owner sets a
 * password by the link, `POST /user/acceptInvitation` with the body of `resetPasswordSchema`); `manager: false`
 * takes the role away and withdraws an open invitation.
 */
export const staffChangeSchema = z.strictObject({
  email: email('Email'),
  manager: z.boolean({ error: 'Поле «manager»: true или false' }),
});
export type StaffChangeRequest = z.input<typeof staffChangeSchema>;
