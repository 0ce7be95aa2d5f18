import { sendOrderRequest, type BasketTotals, type PendingOrder } from '@shop/shared';

/** A fresh key per pending order; `getRandomValues` also works where `randomUUID` does not (plain HTTP). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `order-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

type OrderContent = Pick<PendingOrder, 'user' | 'delivery' | 'items'>;

/**
 * The pending order to send for what the form and the basket hold now. The same content as the order
 * already pending keeps that order and its key, so pressing «Оформить заказ» again after a lost answer
 * repeats the first request instead of placing a second order.
 */
export function pendingOrderFor(
  content: OrderContent,
  totals: BasketTotals,
  current: PendingOrder | null,
): PendingOrder {
  const candidate: PendingOrder = {
    ...content,
    payType: 'CASH',
    totalPrice: totals.total,
    oldPrice: totals.oldTotal,
    timestamp: new Date().toISOString(),
    idempotencyKey: newIdempotencyKey(),
  };
  const same =
    current !== null &&
    JSON.stringify(sendOrderRequest(current)) === JSON.stringify(sendOrderRequest(candidate));
  return same ? current : candidate;
}
