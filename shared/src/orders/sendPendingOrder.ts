/**
 * Sends the pending order (spec section 4, "Placing an order"): written once, used by the order page's
 * «Оформить заказ» and «Повторить» and by the orders page's «Повторить отправку».
 */
import { ApiError, apiPost, getAccessToken, refreshSession, useShopStore } from '@shop/shared/kernel';
import type { PendingOrder, PlacedOrder, SendOrderRequest, SendOrderResponse } from '../contract';
import { ENDPOINTS, IDEMPOTENCY_HEADER } from '../domain/endpoints';
import { TEXTS } from '../domain/texts';

export type SendOrderResult =
  /** The server stored the order (or had stored it under the same key before). */
  | { status: 'placed'; answer: SendOrderResponse; order: PlacedOrder }
  /** «Нет доступных товаров для заказа»: nothing of the order can be sold; the pending order is dropped. */
  | { status: 'outOfStock' }
  /**
   * Not placed; `pendingOrder` stays for a retry with the same key. `rejected`: the server refused the
   * data (400) and `message` is its Russian text naming the field; otherwise the outcome is unknown.
   */
  | { status: 'failed'; message: string; rejected: boolean };

/** An answer slower than this counts as lost; a retry with the same key is safe. */
const SEND_ORDER_TIMEOUT_MS = 30_000;

const SUCCESS_MESSAGES: readonly string[] = [TEXTS.order.successSent, TEXTS.order.successPlaced];

/** The body of `POST /user/sendOrder` for a pending order. */
export function sendOrderRequest(order: PendingOrder): SendOrderRequest {
  return {
    address: order.delivery,
    itemCode: order.items.map(({ itemCode, count }) => ({ itemCode, count })),
    user: order.user,
  };
}

/** The confirmed order as the orders page lists it, without the items the server left out. */
function placedOrderOf(order: PendingOrder, answer: SendOrderResponse): PlacedOrder {
  return {
    id: answer.orderId,
    items: order.items.filter((item) => !answer.skipped.includes(item.itemCode)),
    address: order.delivery,
    status: TEXTS.orders.statuses.new,
    totalPrice: answer.totalPrice,
    timestamp: new Date().toISOString(),
    skipped: answer.skipped,
    idempotencyKey: order.idempotencyKey,
  };
}

/** Forgets the pending order once the server has decided it (another tab may have saved a newer one). */
function forget(order: PendingOrder): void {
  const store = useShopStore.getState();
  if (store.pendingOrder?.idempotencyKey === order.idempotencyKey) store.setPendingOrder(null);
}

/** Clears what the order consumed and keeps the confirmed order under `placedOrders`. */
function settle(order: PendingOrder, placed: PlacedOrder): void {
  const store = useShopStore.getState();
  store.clearBasket();
  forget(order);
  store.addPlacedOrder(placed);
}

async function post(order: PendingOrder): Promise<SendOrderResponse> {
  // Spec section 6: a logged-in buyer's session is refreshed before the order goes out. If the refresh
  // fails the order still goes (as a guest's): losing the order would be worse than losing its link.
  if (getAccessToken()) await refreshSession();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_ORDER_TIMEOUT_MS);
  try {
    return await apiPost<SendOrderResponse>(ENDPOINTS.sendOrder, sendOrderRequest(order), {
      auth: true,
      headers: { [IDEMPOTENCY_HEADER]: order.idempotencyKey },
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
}

async function send(order: PendingOrder): Promise<SendOrderResult> {
  try {
    const answer = await post(order);
    if (!SUCCESS_MESSAGES.includes(answer.message)) {
      return { status: 'failed', message: TEXTS.order.notSent, rejected: false };
    }
    const placed = placedOrderOf(order, answer);
    settle(order, placed);
    return { status: 'placed', answer, order: placed };
  } catch (error) {
    if (error instanceof ApiError && error.serverMessage === TEXTS.order.noAvailableItems) {
      forget(order); // a retry could never succeed; the basket stays, its entries marked unavailable
      return { status: 'outOfStock' };
    }
    if (error instanceof ApiError && error.status === 400) {
      return { status: 'failed', message: error.serverMessage ?? TEXTS.order.notAccepted, rejected: true };
    }
    return { status: 'failed', message: TEXTS.order.notSent, rejected: false };
  }
}

// One send per key at a time in this tab: a double click or two buttons share the first call's result.
const inFlight = new Map<string, Promise<SendOrderResult>>();

/**
 * Sends `order` with its idempotency key and settles the store on success. Never throws: every outcome
 * is a result the caller shows. A repeat with the same key (double click, second tab, retry after a lost
 * answer) is answered with the one stored order.
 */
export function sendPendingOrder(order: PendingOrder): Promise<SendOrderResult> {
  const running = inFlight.get(order.idempotencyKey);
  if (running) return running;
  const sending = send(order).finally(() => inFlight.delete(order.idempotencyKey));
  inFlight.set(order.idempotencyKey, sending);
  return sending;
}
