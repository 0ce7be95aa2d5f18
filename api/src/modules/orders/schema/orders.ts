import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
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
import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/domain';
import { users } from '../../accounts/schema/users';

export type { OrderStatus };

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
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('new'),
    /** The optimistic lock: every change of the order bumps it, and a change sent with an older one is 409. */
    version: integer('version').notNull().default(0),
    /** The managers' note on the order (the desk's comment field). */
    managerComment: text('manager_comment').notNull().default(''),
    /** Whole roubles, priced by the server; bigint, as a large order of dear items passes 2³¹. */
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    oldTotalPrice: bigint('old_total_price', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When 1С took the order (`type=sale&mode=success`); null: not exported yet. */
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    // What the desk filters and searches on, computed by the database.
    legal: boolean('legal')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(buyer->>'inn', '') <> ''`),
    deliveryType: text('delivery_type', { enum: ['pickup', 'delivery'] })
      .notNull()
      .generatedAlwaysAs(sql`delivery->>'type'`),
    pickupId: smallint('pickup_id').generatedAlwaysAs(
      sql`CASE WHEN delivery->>'type' = 'pickup' THEN (delivery->>'id')::smallint END`,
    ),
    /** Surname, name, e-mail, company, ИНН and the phone's digits, lower-cased (a trigram index). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(buyer->>'lastName', '') || ' ' || coalesce(buyer->>'firstName', '') || ' ' || coalesce(buyer->>'email', '') || ' ' || coalesce(buyer->>'companyName', '') || ' ' || coalesce(buyer->>'inn', '') || ' ' || regexp_replace(coalesce(buyer->>'phone', ''), '\D', '', 'g'))`,
      ),
  },
  (t) => [
    unique('orders_idempotency_unique').on(t.buyerKey, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // A migration adds the desk's filter columns to these three as INCLUDE (an index-only page of the desk's list).
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_pickup_created_idx')
      .on(t.pickupId, t.createdAt.desc(), t.id.desc())
      .where(sql`pickup_id IS NOT NULL`),
    index('orders_email_idx').on(sql`lower(buyer->>'email')`),
  ],
);

/**
 * An order being placed under an Idempotency-Key, until its order is stored or it is refused: concurrent
 * requests of the key, in any process, wait for it (modules/orders/attempts.ts).
 */
export const orderAttempts = pgTable(
  'order_attempts',
  {
    buyerKey: text('buyer_key').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The holder's own random name: only it removes the claim. */
    token: text('token').notNull(),
    /** A claim left by a process that died ends here; the next request of the key takes it over. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'order_attempts_pk', columns: [t.buyerKey, t.idempotencyKey] })],
);

/**
 * Every change of an order: a new status (null when only the manager's comment changed), who made it (the
 * account, and its name as it was then), when, and the comment or the reason of a cancellation.
 */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.id)],
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

/**
 * How many orders there are per Moscow day, status, buyer type, delivery type and pickup point (-1: courier),
 * kept by a trigger on `orders` (written in a migration): the desk's counts per status sum these few rows.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    day: date('day').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    legal: boolean('legal').notNull(),
    deliveryType: text('delivery_type').notNull(),
    pickupId: smallint('pickup_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.legal, t.deliveryType, t.pickupId] })],
);

/** `order_counts` without the day, kept by the same trigger: the desk's counts when no date is chosen. */
export const orderTotals = pgTable(
  'order_totals',
  {
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    legal: boolean('legal').notNull(),
    deliveryType: text('delivery_type').notNull(),
    pickupId: smallint('pickup_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.legal, t.deliveryType, t.pickupId] })],
);
