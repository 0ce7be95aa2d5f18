import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { Buyer, Delivery } from '@shop/shared/contract';
import { users } from './users';

export const ORDER_STATUSES = ['assembling'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Orders of buyers and guests. `buyerKey` (`user:{id}` or `guest`) scopes the Idempotency-Key, and the
 * unique pair makes a retried request find the order it already stored, even when both arrive at once.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerKey: text('buyer_key').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the validated request: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    buyer: jsonb('buyer').$type<Buyer>().notNull(),
    delivery: jsonb('delivery').$type<Delivery>().notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('assembling'),
    /** Whole roubles, priced by the server; bigint, as 100 lines × 999 of a dear item pass 2³¹ (0016). */
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    oldTotalPrice: bigint('old_total_price', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('orders_idempotency_unique').on(t.buyerKey, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
  ],
);

/** The lines of an order as priced when it was placed (later price changes do not touch them). */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    itemCode: text('item_code').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    count: integer('count').notNull(),
    image: text('image').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);
