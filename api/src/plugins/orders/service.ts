import { createHash } from 'node:crypto';
import { type SQL, type SQLWrapper, and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AccountOrder, Delivery, GuestOrderClaim, SendOrderInput } from '@shop/shared/contract';
import {
  PICKUP_POINTS,
  TEXTS,
  buyerMayCancel,
  discountOf,
  formatRub,
  pickupDelivery,
  productPath,
} from '@shop/shared/domain';
import { type Db, rows } from '../../db/client';
import { countStatements } from '../../db/statements';
import { asOneStatement, isUniqueViolation } from '../../ops/one-statement';
import type { OrderNotice } from '../../mail';
import { type OrderStatus, orderHistory, orderItems, orders, products } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { picturesOf } from '../../catalogue/pictures';
import { imageUrl } from '../catalog';
import { BUYER_ACTOR, historyOf } from './status';

// The spec's client compares these two messages, so they come from the one copy of the spec's texts.
export const ORDER_PLACED = TEXTS.order.successPlaced;
export const NOTHING_AVAILABLE = TEXTS.order.noAvailableItems;
/** The idempotency scope of every order placed without an account. */
const GUEST_BUYER_KEY = 'guest';

const STATUS_LABELS: Record<OrderStatus, string> = TEXTS.orders.statuses;

export interface PlaceOrder {
  userId: number | null;
  idempotencyKey: string | undefined;
  input: SendOrderInput;
}

export interface PlacedOrder {
  orderId: number;
  totalPrice: number;
  skipped: string[];
  /** True when the Idempotency-Key found an order stored by an earlier request. */
  repeated: boolean;
  /** Statements of the order's writes (one; 0 when an earlier order of the key was found). */
  statements: number;
}

/** An order as stored, without what its writes cost. */
type Stored = Omit<PlacedOrder, 'statements'>;

/** The insert of the order's letters into the outbox (the mailer's), run with the order's other rows. */
export type NotifyOrder = (db: Db, notice: OrderNotice) => SQLWrapper;

/**
 * Prices the order from the catalogue and stores it with its lines, its history and its letters. With an
 * Idempotency-Key, the unique (buyer, key) pair makes concurrent retries converge on one stored order, so a
 * retry writes no second order and no second letter.
 *
 * PGlite has one session for the whole shop and a transaction keeps it for all its round trips (every other
 * statement of every process waits meanwhile, also while this process's event loop is busy elsewhere), so
 * the reads — an earlier order of the key, the prices, the pictures, the order's number — come first (each
 * statement sees what is committed anyway), and the writes — the order, its lines, its history and its
 * letters — are one statement without a transaction. A retry that arrives while the first copy is being
 * stored fails on the unique key, writing nothing, and finds it.
 */
export async function placeOrder(
  db: Db,
  { userId, idempotencyKey, input }: PlaceOrder,
  notify: NotifyOrder,
): Promise<PlacedOrder> {
  const buyerKey = userId === null ? GUEST_BUYER_KEY : `user:${userId}`;
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  const delivery = canonicalDelivery(input.address);

  const earlier = async (from: Db): Promise<Stored | null> => {
    if (idempotencyKey === undefined) return null;
    const [found] = await from
      .select({ id: orders.id, requestHash: orders.requestHash, totalPrice: orders.totalPrice })
      .from(orders)
      .where(and(eq(orders.buyerKey, buyerKey), eq(orders.idempotencyKey, idempotencyKey)));
    if (!found) return null;
    if (found.requestHash !== requestHash) {
      throw new HttpError(409, 'Этот ключ Idempotency-Key уже использован для другого заказа');
    }
    return { orderId: found.id, totalPrice: found.totalPrice, skipped: [], repeated: true };
  };
  const before = await earlier(db);
  if (before) return { ...before, statements: 0 };

  const codes = input.itemCode.map((line) => line.itemCode);
  const priced = await db
    .select({
      itemCode: products.itemCode,
      name: products.name,
      price: products.price,
      oldPrice: products.oldPrice,
      imageFamily: products.imageFamily,
      imageVariant: products.imageVariant,
    })
    .from(products)
    // A product taken off sale is skipped like one without a price (migration 0020).
    .where(and(inArray(products.itemCode, codes), isNotNull(products.price), eq(products.onSale, true)));
  const byCode = new Map(priced.map((row) => [row.itemCode, row]));
  // A line keeps the picture the buyer saw: the uploaded main one (its card JPEG), else the drawing.
  const uploaded = await picturesOf(db, codes);
  const lines = input.itemCode.flatMap(({ itemCode, count }) => {
    const product = byCode.get(itemCode);
    if (!product || product.price === null) return [];
    const { name, price, oldPrice, imageFamily, imageVariant } = product;
    const image = uploaded.get(itemCode)?.[0]?.card.src ?? imageUrl(imageFamily, imageVariant);
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
  const order = db.insert(orders).values({
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
  const history = db
    .insert(orderHistory)
    .values({ orderId, status: 'new', actorId: userId, actor: BUYER_ACTOR });
  const letters = notify(db, { orderId, lines, buyer: input.user, delivery });
  try {
    // Awaited inside: drizzle's query runs when awaited, and only what runs inside is counted.
    const stored = await countStatements(async () => {
      await db.execute(
        asOneStatement({ new_order: order, order_lines: items, order_start: history }, letters),
      );
    });
    const skipped = codes.filter((code) => !byCode.has(code));
    return { orderId, totalPrice, skipped, repeated: false, statements: stored.statements };
  } catch (error) {
    if (!isUniqueViolation(error, 'orders_idempotency_unique')) throw error;
    // A concurrent request with the same key stored it first (PostgreSQL waited for its commit): this
    // statement wrote nothing, not even letters.
    const concurrent = await earlier(db);
    if (concurrent) return { ...concurrent, statements: 0 };
    throw new HttpError(409, 'Заказ с этим ключом Idempotency-Key ещё оформляется, повторите запрос');
  }
}

/** A pickup point is stored as the server knows it, whatever title or address the client echoed. */
function canonicalDelivery(address: SendOrderInput['address']): Delivery {
  if (address.type === 'delivery') return address;
  const point = PICKUP_POINTS[address.id];
  if (!point) throw new HttpError(400, 'Поле «Пункт самовывоза»: выберите пункт из списка');
  return pickupDelivery(point);
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

/**
 * Gives `userId` the guest orders the browser claims (registration and login call it). A claim names an
 * order and its Idempotency-Key, which only the browser that placed the order knows: for an address
 * nobody has confirmed, an e-mail alone would hand a guest's orders (address, phone) to whoever registers
 * that address first (a confirmed address joins them all: attachConfirmedGuestOrders). The buyer's e-mail must also equal the account's, compared lower-cased
 * and nothing more (provider rules such as Gmail's dots or «+tags» would join two people's orders).
 * Orders of an account are never moved, and the idempotency scope (`buyerKey`) stays the guests', so a
 * retry of the original request still finds its order. Answers how many were attached.
 */
export async function attachGuestOrders(
  db: Db,
  userId: number,
  email: string,
  claims: readonly GuestOrderClaim[] = [],
): Promise<number> {
  const claiming = guestClaims(db, userId, email, claims);
  return claiming ? (await claiming.returning({ id: orders.id })).length : 0;
}

/**
 * attachGuestOrders' update, not yet run (none without claims): registration runs it in its one statement,
 * `userId` the new account's id that statement gives.
 */
export function guestClaims(
  db: Db,
  userId: number | SQL,
  email: string,
  claims: readonly GuestOrderClaim[] = [],
) {
  if (claims.length === 0) return null;
  const claimed = or(
    ...claims.map((claim) => and(eq(orders.id, claim.id), eq(orders.idempotencyKey, claim.idempotencyKey))),
  );
  return guestsOf(db, userId, email, claimed);
}

/**
 * Once the owner of `email` has opened a link sent there (a confirmed address), every guest order placed
 * with that address joins the account, from any browser (confirmation, login). Answers how many.
 */
export const attachConfirmedGuestOrders = async (db: Db, userId: number, email: string): Promise<number> =>
  (await guestsOf(db, userId, email).returning({ id: orders.id })).length;

/** The update by which guest orders whose buyer e-mail is `email` (and that `which` picks) become `userId`'s. */
const guestsOf = (db: Db, userId: number | SQL, email: string, which?: SQL) =>
  db
    .update(orders)
    .set({ userId })
    .where(
      and(
        isNull(orders.userId),
        eq(orders.buyerKey, GUEST_BUYER_KEY),
        which,
        sql`lower(${orders.buyer}->>'email') = ${email.trim().toLowerCase()}`,
      ),
    );
