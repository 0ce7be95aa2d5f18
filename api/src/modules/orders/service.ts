import { createHash } from 'node:crypto';
import { type SQLWrapper, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountOrder, Delivery, PickupPointSettings, SendOrderInput } from '@shop/shared/contract';
import { TEXTS, buyerMayCancel, discountOf, formatRub, productPath } from '@shop/shared/domain';
import { type Db, rows } from '../../db/client';
import { countStatements } from '../../db/statements';
import { asOneStatement, isUniqueViolation } from '../../ops/one-statement';
import type { OrderNotice } from '../../mail';
import { type OrderStatus, orderHistory, orderItems, orders } from './schema/orders';
import { HttpError } from '../../http/errors';
import { type OutOfStock, productsForOrder } from '../catalogue';
import { GUEST_BUYER_KEY } from './guests';
import { BUYER_ACTOR, BUYER_LETTER_HELD, SHOP_ACTOR, historyOf } from './status';
import {
  type Claim,
  type Replay,
  STILL_PLACING,
  attemptSettled,
  beginAttempt,
  claimRemoval,
  endAttempt,
  storedReplay,
} from './attempts';

// The spec's client compares these two messages, so they come from the one copy of the spec's texts.
export const ORDER_PLACED = TEXTS.order.successPlaced;
export const NOTHING_AVAILABLE = TEXTS.order.noAvailableItems;

const STATUS_LABELS: Record<OrderStatus, string> = TEXTS.orders.statuses;

export interface PlaceOrder {
  userId: number | null;
  idempotencyKey: string | undefined;
  input: SendOrderInput;
  /** The shop's pickup points as the settings have them now: an order names a visible one. */
  pickupPoints: PickupPointSettings['points'];
  /** The owner's choice for products without stock: «Под заказ» ones are ordered, «Нет в наличии» ones not. */
  outOfStock: OutOfStock;
}

export interface PlacedOrder extends Replay {
  /** True when the Idempotency-Key found an order stored by an earlier request. */
  repeated: boolean;
  /** Statements of the order's writes (one; 0 when an earlier order of the key was found). */
  statements: number;
}

/** The insert of the order's letters into the outbox (the mailer's), run with the order's other rows. */
export type NotifyOrder = (db: Db, notice: OrderNotice) => SQLWrapper;

/** What the caller's limits decided for a new order. */
export interface Admitted {
  letters: NotifyOrder;
  /** The letters' limit of the buyer's address held the buyer's letter back: the order's history says so. */
  buyerLetterHeld: boolean;
}

/** Counts the caller's limits for a new order (a 429 throws); never run for a replay of a stored one. */
export type AdmitOrder = () => Promise<Admitted>;

/**
 * Prices the order from the catalogue and stores it with its lines, its history and its letters. With an
 * Idempotency-Key, a stored order of the key is answered as it was first (attempts.ts), before `admit`
 * counts any limit; concurrent requests of the key wait for the first and answer its order, so a retry
 * writes no second order and no second letter.
 *
 * PGlite has one session for the whole shop and a transaction keeps it for all its round trips (every other
 * statement of every process waits meanwhile, also while this process's event loop is busy elsewhere), so
 * the reads — the prices, the pictures, the order's number — come first (each statement sees what is
 * committed anyway), and the writes — the order, its lines, its history, its letters and the end of the
 * key's claim — are one statement without a transaction.
 */
export async function placeOrder(
  db: Db,
  { userId, idempotencyKey, input, pickupPoints, outOfStock }: PlaceOrder,
  admit: AdmitOrder,
): Promise<PlacedOrder> {
  const buyerKey = userId === null ? GUEST_BUYER_KEY : `user:${userId}`;
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  const delivery = canonicalDelivery(input.address, pickupPoints);
  const order = { userId, buyerKey, requestHash, input, delivery, outOfStock };
  if (idempotencyKey === undefined) return placeNew(db, { ...order, idempotencyKey: null }, admit, null);

  const attempt = {
    buyerKey,
    idempotencyKey,
    requestHash,
    codes: input.itemCode.map((line) => line.itemCode),
  };
  const begun = await beginAttempt(db, attempt);
  if ('replay' in begun) return { ...begun.replay, repeated: true, statements: 0 };
  try {
    return await placeNew(db, { ...order, idempotencyKey }, admit, begun.claim);
  } catch (error) {
    // The claim ends at its expiry anyway: the caller is told the first error, not this one's.
    await endAttempt(db, begun.claim).catch(() => undefined);
    if (!isUniqueViolation(error, 'orders_idempotency_unique')) throw error;
    // A request of the key that took over a claim past its end stored the order first (PostgreSQL waited
    // for its commit): this statement wrote nothing, not even letters.
    const concurrent = await storedReplay(db, attempt);
    if (concurrent) return { ...concurrent, repeated: true, statements: 0 };
    throw new HttpError(409, STILL_PLACING);
  } finally {
    attemptSettled(begun.claim);
  }
}

interface NewOrder {
  userId: number | null;
  buyerKey: string;
  idempotencyKey: string | null;
  requestHash: string;
  input: SendOrderInput;
  delivery: Delivery;
  outOfStock: OutOfStock;
}

/** An order no earlier request stored: limits counted, priced, stored in one statement. */
async function placeNew(
  db: Db,
  { userId, buyerKey, idempotencyKey, requestHash, input, delivery, outOfStock }: NewOrder,
  admit: AdmitOrder,
  claim: Claim | null,
): Promise<PlacedOrder> {
  const { letters, buyerLetterHeld } = await admit();
  const codes = input.itemCode.map((line) => line.itemCode);
  // A product taken off sale, or out of stock and not «Под заказ», is skipped like one without a price; a
  // line keeps the picture the buyer saw.
  const priced = await productsForOrder(db, codes, outOfStock);
  const lines = input.itemCode.flatMap(({ itemCode, count }) => {
    const product = priced.get(itemCode);
    if (!product) return [];
    const { name, price, oldPrice, image } = product;
    return [{ itemCode, name, price, oldPrice, count, image }];
  });
  if (lines.length === 0) throw new HttpError(409, NOTHING_AVAILABLE);
  const totalPrice = lines.reduce((sum, line) => sum + line.price * line.count, 0);
  const oldTotalPrice = lines.reduce((sum, line) => sum + (line.oldPrice ?? line.price) * line.count, 0);

  // The order's number comes first: its letters tell it, and they are written in the order's own statement.
  const [numbered] = await rows<{ id: number }>(
    db,
    sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`,
  );
  if (!numbered) throw new Error('no order number');
  const orderId = numbered.id;
  const stored = db.insert(orders).values({
    id: orderId,
    userId,
    buyerKey,
    idempotencyKey,
    requestHash,
    buyer: input.user,
    delivery,
    totalPrice,
    oldTotalPrice,
  });
  const items = db.insert(orderItems).values(lines.map((line, position) => ({ orderId, position, ...line })));
  const start = { orderId, status: 'new', actorId: userId, actor: BUYER_ACTOR, comment: '' } as const;
  const held = { orderId, status: null, actorId: null, actor: SHOP_ACTOR, comment: BUYER_LETTER_HELD };
  const history = db.insert(orderHistory).values(buyerLetterHeld ? [start, held] : [start]);
  const writes = {
    new_order: stored,
    order_lines: items,
    order_start: history,
    ...(claim ? { claim_end: claimRemoval(db, claim) } : {}),
  };
  // Awaited inside: drizzle's query runs when awaited, and only what runs inside is counted.
  const { statements } = await countStatements(async () => {
    await db.execute(asOneStatement(writes, letters(db, { orderId, lines, buyer: input.user, delivery })));
  });
  const skipped = codes.filter((code) => !priced.has(code));
  return { orderId, totalPrice, skipped, repeated: false, statements };
}

/**
 * A pickup point is stored as the settings have it now, whatever title or address the client echoed: a copy
 * of its title, address and hours, so a later edit or hiding of the point leaves the order as it was placed.
 * A hidden or unknown point is refused.
 */
function canonicalDelivery(address: SendOrderInput['address'], points: PlaceOrder['pickupPoints']): Delivery {
  if (address.type === 'delivery') return address;
  const point = points.find((one) => one.id === address.id && one.visible);
  if (!point) throw new HttpError(400, 'Поле «Пункт самовывоза»: выберите пункт из списка');
  const { title, location, hours } = point;
  return { id: address.id, type: 'pickup', title, location, description: hours };
}

const MAX_LISTED_ORDERS = 200;

/** The lines of several orders, by order and position. */
export const linesOf = (db: Db, orderIds: number[]) =>
  db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.orderId, orderItems.position);

/** A buyer's orders, newest first, items in the basket-entry shape the orders page shows. */
export async function listOrders(db: Db, userId: number): Promise<AccountOrder[]> {
  const found = await db
    .select({
      id: orders.id,
      delivery: orders.delivery,
      status: orders.status,
      legal: orders.legal,
      totalPrice: orders.totalPrice,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MAX_LISTED_ORDERS);
  if (found.length === 0) return [];
  const lines = await linesOf(
    db,
    found.map((order) => order.id),
  );
  const byOrder = new Map<number, AccountOrder['items']>();
  for (const line of lines) {
    const items = byOrder.get(line.orderId) ?? [];
    items.push({
      name: line.name,
      newPrice: formatRub(line.price),
      oldPrice: line.oldPrice === null ? null : formatRub(line.oldPrice),
      count: line.count,
      link: productPath(line.itemCode),
      image: line.image,
      ...discountOf(line.price, line.oldPrice),
      itemCode: line.itemCode,
      props: [],
    });
    byOrder.set(line.orderId, items);
  }
  const history = new Map<number, AccountOrder['history']>();
  for (const entry of await historyOf(
    db,
    found.map((order) => order.id),
  )) {
    if (entry.status === null) continue;
    const steps = history.get(entry.orderId) ?? [];
    steps.push({ status: entry.status, at: entry.createdAt.toISOString() });
    history.set(entry.orderId, steps);
  }
  return found.map((order) => ({
    id: order.id,
    items: byOrder.get(order.id) ?? [],
    address: order.delivery,
    status: STATUS_LABELS[order.status],
    statusCode: order.status,
    history: history.get(order.id) ?? [],
    canCancel: buyerMayCancel(order.status),
    invoice: order.legal,
    totalPrice: order.totalPrice,
    timestamp: order.createdAt.toISOString(),
  }));
}
