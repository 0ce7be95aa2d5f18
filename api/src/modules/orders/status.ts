import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS_NAMES, type OrderStatus, buyerMayCancel, canMoveOrder } from '@shop/shared/domain';
import type { Db } from '../../db/client';
import type { OrderStatusNotice } from '../../mail';
import { orderHistory, orders } from './schema/orders';
import { HttpError, notFound } from '../../http/errors';

/** Who changed an order: the account and how the history names it (kept as it was then). */
export interface Actor {
  id: number | null;
  label: string;
}

/** The history's name for the buyer's own changes and for the shop's (orders placed, the migration). */
export const BUYER_ACTOR = 'Покупатель';
/** The history's name for what the shop decided itself (a letter held back). */
export const SHOP_ACTOR = 'Магазин';
/** The history's note on an order whose letter to the buyer the letters' limit of the address held back. */
export const BUYER_LETTER_HELD = 'Письмо покупателю не отправлено: лимит писем на адрес';

export const ORDER_NOT_FOUND = 'Заказ не найден';
/** The optimistic lock's answer: someone else changed the order since this page read it. */
export const ORDER_CHANGED = 'Заказ уже изменён, обновите страницу';

/** Writes the buyer's letter about the new status with the change's transaction (the mailer's outbox). */
export type NotifyStatus = (tx: Db, notice: OrderStatusNotice) => Promise<void>;

export interface StatusChange {
  orderId: number;
  to: OrderStatus;
  actor: Actor;
  comment: string;
  /** The version the caller read (the desk's optimistic lock); null for the buyer's cancel. */
  version: number | null;
  /** Only the buyer's own order, and only while it is «Новый» (the buyer's cancel). */
  buyerId?: number;
}

/**
 * Moves an order to `to` in one transaction: the order row (its version bumped), a history row and the
 * buyer's letter are written together or not at all. The row is locked first, so two changes of one order
 * queue up, and the second sees the first's version and status: a stale version is 409 «Заказ уже изменён»,
 * a move the rules do not allow is 409 with what is allowed. Answers the order's new version.
 */
export async function changeOrderStatus(db: Db, change: StatusChange, notify: NotifyStatus): Promise<number> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        userId: orders.userId,
        status: orders.status,
        version: orders.version,
        buyer: orders.buyer,
        delivery: orders.delivery,
        totalPrice: orders.totalPrice,
      })
      .from(orders)
      .where(eq(orders.id, change.orderId))
      .for('update');
    if (!order || (change.buyerId !== undefined && order.userId !== change.buyerId)) {
      throw notFound(ORDER_NOT_FOUND);
    }
    if (change.version !== null && change.version !== order.version) throw new HttpError(409, ORDER_CHANGED);
    if (change.buyerId !== undefined && !buyerMayCancel(order.status)) {
      throw new HttpError(
        409,
        `Заказ уже «${ORDER_STATUS_NAMES[order.status]}»: отменить его теперь может только менеджер магазина`,
      );
    }
    if (!canMoveOrder(order.status, change.to, order.delivery.type)) {
      throw new HttpError(
        409,
        `Нельзя перевести заказ из статуса «${ORDER_STATUS_NAMES[order.status]}» в «${ORDER_STATUS_NAMES[change.to]}»`,
      );
    }
    const [updated] = await tx
      .update(orders)
      .set({ status: change.to, version: sql`${orders.version} + 1` })
      .where(and(eq(orders.id, order.id), eq(orders.version, order.version)))
      .returning({ version: orders.version });
    if (!updated) throw new HttpError(409, ORDER_CHANGED);
    await tx.insert(orderHistory).values({
      orderId: order.id,
      status: change.to,
      actorId: change.actor.id,
      actor: change.actor.label,
      comment: change.comment,
    });
    await notify(tx, {
      orderId: order.id,
      status: change.to,
      buyer: order.buyer,
      delivery: order.delivery,
      totalPrice: order.totalPrice,
      comment: change.comment,
    });
    return updated.version;
  });
}

/** The manager's note on an order, under the same optimistic lock; recorded in the history too. */
export async function setManagerComment(
  db: Db,
  { orderId, comment, version, actor }: { orderId: number; comment: string; version: number; actor: Actor },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ managerComment: comment, version: sql`${orders.version} + 1` })
      .where(and(eq(orders.id, orderId), eq(orders.version, version)))
      .returning({ version: orders.version });
    if (!updated) {
      const [exists] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
      throw exists ? new HttpError(409, ORDER_CHANGED) : notFound(ORDER_NOT_FOUND);
    }
    await tx.insert(orderHistory).values({
      orderId,
      status: null,
      actorId: actor.id,
      actor: actor.label,
      comment: comment ? `Комментарий менеджера: ${comment}` : 'Комментарий менеджера удалён',
    });
    return updated.version;
  });
}

/** An order's history, oldest first. */
export function historyOf(db: Db, orderIds: number[]) {
  return db
    .select({
      orderId: orderHistory.orderId,
      status: orderHistory.status,
      actor: orderHistory.actor,
      comment: orderHistory.comment,
      createdAt: orderHistory.createdAt,
    })
    .from(orderHistory)
    .where(inArray(orderHistory.orderId, orderIds))
    .orderBy(asc(orderHistory.orderId), asc(orderHistory.id));
}
