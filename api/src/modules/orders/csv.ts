import { desc } from 'drizzle-orm';
import type { DeskFilters } from '@shop/shared/contract';
import { ORDER_STATUS_NAMES, SHOP_TIME_ZONE } from '@shop/shared/domain';
import type { Db } from '../../db/client';
import { csvLine as line } from '../../http/csv';
import { orders } from './schema/orders';
import { linesOf } from './service';
import { deliveryText, fullName, matching, rowColumns } from './desk-list';

/** The most orders one export holds (the newest of the filtered list). */
export const CSV_MAX_ORDERS = 50_000;
const BATCH = 1_000;

const ORDER_HEADER = [
  'Номер',
  'Дата',
  'Статус',
  'Покупатель',
  'Телефон',
  'Email',
  'Компания',
  'ИНН',
  'КПП',
  'Получение',
  'Пункт или адрес',
  'Товаров, шт.',
  'Сумма, руб.',
];
const ITEM_HEADER = ['Код товара', 'Товар', 'Количество', 'Цена, руб.', 'Сумма строки, руб.'];

const dateText = (date: Date): string =>
  date.toLocaleString('ru-RU', { timeZone: SHOP_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/**
 * The filtered list as CSV for Excel: UTF-8 with a BOM, `;` between cells, CRLF between rows; one row per
 * order, or per item (`rows=item`, the order's cells repeated on each of its items). Newest first.
 */
export async function* deskCsv(db: Db, filters: DeskFilters, perItem: boolean): AsyncGenerator<string> {
  yield `\uFEFF${line(perItem ? [...ORDER_HEADER, ...ITEM_HEADER] : ORDER_HEADER)}`;
  const { buyer, delivery, ...rest } = rowColumns;
  for (let offset = 0; offset < CSV_MAX_ORDERS; offset += BATCH) {
    const found = await db
      .select({ ...rest, buyer, delivery })
      .from(orders)
      .where(matching(filters))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(Math.min(BATCH, CSV_MAX_ORDERS - offset))
      .offset(offset);
    const items = perItem
      ? await linesOf(
          db,
          found.map((order) => order.id),
        )
      : [];
    let chunk = '';
    for (const order of found) {
      const cells = [
        order.id,
        dateText(order.createdAt),
        ORDER_STATUS_NAMES[order.status],
        fullName(order.buyer),
        order.buyer.phone,
        order.buyer.email,
        order.buyer.companyName,
        order.buyer.inn,
        order.buyer.kpp,
        order.delivery.type === 'pickup' ? 'Самовывоз' : 'Доставка',
        order.delivery.type === 'pickup'
          ? `${deliveryText(order.delivery)}, ${order.delivery.location}`
          : `${order.delivery.city}, ${order.delivery.address}`,
        order.itemsCount,
        order.totalPrice,
      ];
      if (!perItem) chunk += line(cells);
      else {
        for (const item of items.filter((entry) => entry.orderId === order.id)) {
          chunk += line([
            ...cells,
            item.itemCode,
            item.name,
            item.count,
            item.price,
            item.price * item.count,
          ]);
        }
      }
    }
    if (chunk) yield chunk;
    if (found.length < BATCH) return;
  }
}
