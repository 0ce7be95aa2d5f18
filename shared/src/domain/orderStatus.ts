/**
 * An order's way from «Новый» to «Выполнен»: the statuses, their Russian names and the moves the
 * server allows. The desk shows the allowed moves as its buttons, the API refuses every other one.
 */
export const ORDER_STATUSES = [
  'new',
  'confirmed',
  'assembling',
  'ready',
  'shipped',
  'done',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The names managers and buyers see, exactly as the issue writes them. */
export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatus, string>> = {
  new: 'Новый',
  confirmed: 'Подтверждён',
  assembling: 'В сборке',
  ready: 'Готов к выдаче',
  shipped: 'Передан в доставку',
  done: 'Выполнен',
  cancelled: 'Отменён',
};

/** How the order reaches the buyer: the next step after «В сборке» depends on it. */
export type DeliveryType = 'pickup' | 'delivery';

const FORWARD: Readonly<Record<OrderStatus, (delivery: DeliveryType) => OrderStatus | null>> = {
  new: () => 'confirmed',
  confirmed: () => 'assembling',
  assembling: (delivery) => (delivery === 'pickup' ? 'ready' : 'shipped'),
  ready: () => 'done',
  shipped: () => 'done',
  done: () => null,
  cancelled: () => null,
};

/** The statuses an order may move to: the next step, and «Отменён» from any status before «Выполнен». */
export function nextStatuses(status: OrderStatus, delivery: DeliveryType): OrderStatus[] {
  const forward = FORWARD[status](delivery);
  if (forward === null) return [];
  return [forward, 'cancelled'];
}

export const canMoveOrder = (from: OrderStatus, to: OrderStatus, delivery: DeliveryType): boolean =>
  nextStatuses(from, delivery).includes(to);

/** A buyer may cancel their own order only while it is «Новый»; afterwards only a manager can. */
export const buyerMayCancel = (status: OrderStatus): boolean => status === 'new';

/** The longest reason or comment a manager or buyer may write on an order. */
export const MAX_ORDER_COMMENT = 1000;
/** The desk's list shows this many orders a page. */
export const DESK_PAGE_SIZE = 20;
/** The list turns this many pages at most (10 000 orders): further on, a filter finds an order sooner. */
export const DESK_MAX_PAGE = 500;
/** A search shows at most this many of its newest matches (their counts too); more: a narrower search. */
export const DESK_SEARCH_LIMIT = 200;
