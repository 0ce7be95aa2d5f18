import type { Buyer, Delivery } from '@shop/shared/contract';
import { ORDER_STATUS_NAMES, type OrderStatus, formatRub } from '@shop/shared/domain';
import { type Rendered, type Row, shortLetter } from './html';

/** What a letter about an order's new status tells the buyer. */
export interface OrderStatusNotice {
  orderId: number;
  status: OrderStatus;
  buyer: Buyer;
  delivery: Delivery;
  totalPrice: number;
  /** The reason of a cancellation, or the manager's comment to the change. */
  comment: string;
}

/** The statuses a buyer hears of (a step inside the warehouse, «В сборке», is not worth a letter). */
const SAYS: Partial<Record<OrderStatus, (notice: OrderStatusNotice) => string>> = {
  confirmed: ({ orderId }) => `Ваш заказ № ${orderId} подтверждён. Мы начинаем его собирать.`,
  ready: ({ orderId }) => `Ваш заказ № ${orderId} готов к выдаче. Его можно забрать в пункте самовывоза.`,
  shipped: ({ orderId }) => `Ваш заказ № ${orderId} передан в доставку.`,
  done: ({ orderId }) => `Ваш заказ № ${orderId} выполнен. Спасибо за покупку!`,
  cancelled: ({ orderId }) => `Ваш заказ № ${orderId} отменён.`,
};

function rowsOf(notice: OrderStatusNotice): Row[] {
  const rows: Row[] = [
    ['Статус', ORDER_STATUS_NAMES[notice.status]],
    ['Сумма заказа', formatRub(notice.totalPrice)],
  ];
  const { delivery } = notice;
  if (delivery.type === 'pickup') {
    rows.push(['Пункт выдачи', `${delivery.title}, ${delivery.location}`]);
    // The order's copy of the point: its hours when the order was placed.
    rows.push(['Часы работы пункта', delivery.description]);
  } else {
    rows.push(['Адрес доставки', `${delivery.city}, ${delivery.address}`]);
  }
  if (notice.comment) rows.push([notice.status === 'cancelled' ? 'Причина' : 'Комментарий', notice.comment]);
  return rows;
}

/** The buyer's letter about a new status, or null when that status has none. */
export function orderStatusLetter(notice: OrderStatusNotice): Rendered | null {
  const says = SAYS[notice.status];
  if (!says) return null;
  const subject = `Заказ № ${notice.orderId}: ${ORDER_STATUS_NAMES[notice.status].toLowerCase()}`;
  const intro = `Здравствуйте, ${notice.buyer.firstName}! ${says(notice)}`;
  return shortLetter(subject, intro, rowsOf(notice));
}
