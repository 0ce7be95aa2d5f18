import type { Buyer } from '@shop/shared/contract';
import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@shop/shared/domain';
import { type Db, rows } from '../../db/client';

/** An order as the 1С exchange hands it over: its buyer, its sum and its lines as charged. */
export interface OrderToExport {
  id: number;
  createdAt: Date;
  totalPrice: number;
  status: OrderStatus;
  buyer: Buyer;
  items: Array<{ code: string; name: string; price: number; count: number }>;
}

/** The orders 1С has not taken yet, oldest first, `limit` at most. */
export async function ordersToExport(db: Db, limit: number): Promise<OrderToExport[]> {
  const found = await rows<Omit<OrderToExport, 'createdAt'> & { createdAt: Date | string }>(
    db,
    sql`SELECT o.id, o.created_at AS "createdAt", o.total_price AS "totalPrice", o.status, o.buyer,
          (SELECT coalesce(json_agg(json_build_object('code', i.item_code, 'name', i.name, 'price', i.price,
              'count', i.count) ORDER BY i.position), '[]')
           FROM order_items i WHERE i.order_id = o.id) AS items
        FROM orders o WHERE o.exported_at IS NULL ORDER BY o.id LIMIT ${limit}`,
  );
  return found.map((order) => ({ ...order, createdAt: new Date(order.createdAt) }));
}

/** The orders 1С took: they are not handed over again. */
export async function markExported(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`UPDATE orders SET exported_at = now()
        WHERE id = ANY(${sql.param(ids)}::int[]) AND exported_at IS NULL`,
  );
}

/** The order's status, or null when there is no such order. */
export async function orderStatus(db: Db, id: number): Promise<OrderStatus | null> {
  const [order] = await rows<{ status: OrderStatus }>(db, sql`SELECT status FROM orders WHERE id = ${id}`);
  return order?.status ?? null;
}
