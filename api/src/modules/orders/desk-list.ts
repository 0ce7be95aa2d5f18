import { type SQL, and, asc, eq, or, sql } from 'drizzle-orm';
import type {
  Buyer,
  Delivery,
  DeskFilters,
  DeskOrder,
  DeskOrderRow,
  DeskOrdersResponse,
} from '@shop/shared/contract';
import {
  DESK_PAGE_SIZE,
  DESK_SEARCH_LIMIT,
  ORDER_STATUSES,
  type OrderStatus,
  includedVatKopecks,
  nextStatuses,
  SHOP_TIME_ZONE,
} from '@shop/shared/domain';
import { type Db, rows } from '../../db/client';
import { orderCounts, orderItems, orderTotals, orders } from './schema/orders';
import { notFound } from '../../http/errors';
import { ORDER_NOT_FOUND, historyOf } from './status';

/** `%`, `_` and `\` of a search typed by a manager are plain characters in LIKE. */
const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * `search_text` contains `text`. Within a short date range (`inRange`) the words are matched while walking the
 * range in `orders_created_idx` (which holds `search_text`): the trigram index is kept out of it, because its
 * candidates for a pattern made of common trigrams («компания 77»: every company, every ИНН starting with 77)
 * may be every third order, each visited in the table and rechecked, where two months hold a few thousand.
 */
const contains = (text: string, inRange: boolean): SQL => {
  const pattern = `%${likeEscape(text)}%`;
  return inRange
    ? sql`(${orders.searchText} || '') LIKE ${pattern}`
    : sql`${orders.searchText} LIKE ${pattern}`;
};

/** The longest date range (days) a search walks by date instead of the trigram index. */
const WALKED_RANGE_DAYS = 62;

/** Both ends chosen, at most `WALKED_RANGE_DAYS` apart. */
function shortRange({ from, to }: DeskFilters): boolean {
  return !!from && !!to && (Date.parse(to) - Date.parse(from)) / 86_400_000 <= WALKED_RANGE_DAYS;
}

/** Fewer digits than this find an order by its number only, not inside phones and ИНН. */
const MIN_DIGITS_IN_TEXT = 5;

/**
 * The search box: an order number («123» or «№ 123»); digits (at least five) inside a phone or an ИНН, 8 at
 * the start of eleven digits read as 7; any other text inside the e-mail, surname, name or company name. All
 * but the number are found in the generated, lower-cased `search_text` (a trigram index).
 */
function searchCondition(query: string, inRange: boolean): SQL {
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(query)) {
    return sql`lower(${orders.buyer}->>'email') = ${query.toLowerCase()}`;
  }
  if (!/^№?[\d\s+()-]+$/.test(query)) return contains(query.toLowerCase(), inRange);
  const parts: SQL[] = [];
  const number = /^№?\s*(\d{1,9})$/.exec(query);
  if (number) parts.push(eq(orders.id, Number(number[1])));
  const digits = query.replace(/\D/g, '');
  if (digits.length >= MIN_DIGITS_IN_TEXT) {
    const text = digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
    parts.push(contains(text, inRange));
  }
  return or(...parts) ?? sql`false`;
}

/** Every chosen filter but the status (the tabs count each status with the others applied). */
function filterConditions(filters: DeskFilters): SQL[] {
  const conditions: SQL[] = [];
  // A date filter «с 1 декабря» means from midnight in the shop's time zone (Moscow), as the desk shows dates.
  if (filters.from) {
    conditions.push(
      sql`${orders.createdAt} >= (${filters.from}::date::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`,
    );
  }
  if (filters.to) {
    conditions.push(
      sql`${orders.createdAt} < ((${filters.to}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`,
    );
  }
  if (filters.buyer) conditions.push(eq(orders.legal, filters.buyer === 'legal'));
  if (filters.delivery) conditions.push(eq(orders.deliveryType, filters.delivery));
  if (filters.point !== undefined) conditions.push(eq(orders.pickupId, filters.point));
  if (filters.q) conditions.push(searchCondition(filters.q, shortRange(filters)));
  return conditions;
}

/** Every filter, the status too: what the list and the CSV export show. */
export function matching(filters: DeskFilters): SQL | undefined {
  const conditions = filterConditions(filters);
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The list's columns of an order: the buyer's name and contacts, where it goes, how many pieces. */
export const rowColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  status: orders.status,
  buyer: orders.buyer,
  delivery: orders.delivery,
  totalPrice: orders.totalPrice,
  itemsCount: sql<number>`(SELECT coalesce(sum(${orderItems.count}), 0)::int FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id})`,
};

/** An order as `rowColumns` reads it. */
interface RowData {
  id: number;
  createdAt: Date;
  status: OrderStatus;
  buyer: Buyer;
  delivery: Delivery;
  totalPrice: number;
  itemsCount: number;
}

export const fullName = (buyer: { lastName: string; firstName: string; middleName?: string }): string =>
  [buyer.lastName, buyer.firstName, buyer.middleName].filter(Boolean).join(' ');

export const deliveryText = (delivery: Delivery): string =>
  delivery.type === 'pickup' ? delivery.title : delivery.city;

function rowOf(row: RowData): DeskOrderRow {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    buyer: {
      name: fullName(row.buyer),
      phone: row.buyer.phone,
      email: row.buyer.email,
      companyName: row.buyer.companyName,
      inn: row.buyer.inn,
    },
    delivery: deliveryText(row.delivery),
    itemsCount: row.itemsCount,
    totalPrice: row.totalPrice,
  };
}

/** The tab counts without a search: sums over the tables the trigger keeps, by status. */
function countsFromTotals(filters: DeskFilters): SQL {
  // Without a date the day does not matter: the same sums over `order_totals`, a few dozen rows.
  const table = filters.from || filters.to ? orderCounts : orderTotals;
  const conditions: SQL[] = [];
  if (filters.from) conditions.push(sql`${orderCounts.day} >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`${orderCounts.day} <= ${filters.to}::date`);
  if (filters.buyer) conditions.push(eq(table.legal, filters.buyer === 'legal'));
  if (filters.delivery) conditions.push(eq(table.deliveryType, filters.delivery));
  if (filters.point !== undefined) conditions.push(eq(table.pickupId, filters.point));
  const where = conditions.length > 0 ? sql`WHERE ${and(...conditions)}` : sql``;
  return sql`SELECT ${table.status} AS status, sum(${table.n})::int AS n FROM ${table} ${where} GROUP BY 1`;
}

const newestFirst = sql`created_at DESC, id DESC`;

/**
 * The list as one statement: the counts of each status under every filter but the status, the ids of the
 * page, their rows, and the shop's newest order. Without a search the counts are sums over `order_counts`
 * (their cost does not grow with the orders) and the page is walked in an index holding every filter. A search takes its newest `DESK_SEARCH_LIMIT` matches (one more, to know there are more) and counts
 * and pages those: a surname in every tenth order is not counted over the whole table on every call.
 */
function listStatement(filters: DeskFilters, offset: number): SQL {
  const others = filterConditions(filters);
  const all = matching(filters);
  const status = filters.status ? sql`status = ${filters.status}` : sql`true`;
  const paging = sql`ORDER BY ${newestFirst} LIMIT ${DESK_PAGE_SIZE} OFFSET ${offset}`;
  const parts = filters.q
    ? sql`found AS MATERIALIZED (
        SELECT id, created_at, status FROM ${orders} WHERE ${and(...others)}
        ORDER BY ${newestFirst} LIMIT ${DESK_SEARCH_LIMIT + 1}
      ),
      shown AS (SELECT * FROM found ORDER BY ${newestFirst} LIMIT ${DESK_SEARCH_LIMIT}),
      counted AS (SELECT status, count(*)::int AS n FROM shown GROUP BY 1),
      page AS (SELECT id FROM shown WHERE ${status} ${paging}),
      limited AS (SELECT count(*) > ${DESK_SEARCH_LIMIT} AS limited FROM found)`
    : sql`counted AS (${countsFromTotals(filters)}),
      page AS (SELECT id FROM ${orders} ${all ? sql`WHERE ${all}` : sql``} ${paging}),
      limited AS (SELECT false AS limited)`;
  return sql`WITH ${parts}
    SELECT
      (SELECT coalesce(json_object_agg(status, n), '{}') FROM counted) AS counts,
      (SELECT coalesce(json_agg(r ORDER BY r.sort_at DESC, r.id DESC), '[]') FROM (
        SELECT o.id, o.created_at AS sort_at,
          to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
          o.status, o.buyer, o.delivery, o.total_price AS "totalPrice",
          (SELECT coalesce(sum(i.count), 0)::int FROM ${orderItems} i WHERE i.order_id = o.id) AS "itemsCount"
        FROM page JOIN ${orders} o USING (id)
      ) r) AS rows,
      (SELECT coalesce(max(id), 0) FROM ${orders}) AS "latestId",
      (SELECT limited FROM limited) AS limited`;
}

/** The list statement's one row. */
interface ListRow {
  counts: Partial<Record<OrderStatus, number>>;
  rows: (Omit<RowData, 'createdAt'> & { createdAt: string })[];
  latestId: number;
  limited: boolean;
}

/** The desk's list: a page of orders newest first, the count of each status, the shop's newest order. */
export async function listDeskOrders(
  db: Db,
  filters: DeskFilters,
  page: number,
): Promise<DeskOrdersResponse> {
  const [found] = await rows<ListRow>(db, listStatement(filters, (page - 1) * DESK_PAGE_SIZE));
  if (!found) throw new Error('The desk list statement returned no row');
  const counts = Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, found.counts[status] ?? 0]),
  ) as Record<OrderStatus, number>;
  const all = ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const total = filters.status ? counts[filters.status] : all;
  return {
    orders: found.rows.map((row) => rowOf({ ...row, createdAt: new Date(row.createdAt) })),
    pagination: { page, limit: DESK_PAGE_SIZE, total, totalPages: Math.ceil(total / DESK_PAGE_SIZE) },
    counts,
    all,
    latestId: found.latestId,
    limited: found.limited,
  };
}

/** One order for the desk's page: items as charged, VAT, buyer, delivery, history, the allowed moves. */
export async function deskOrder(db: Db, id: number): Promise<DeskOrder> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.position));
  const history = await historyOf(db, [id]);
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    version: order.version,
    buyer: order.buyer,
    delivery: order.delivery,
    items: lines.map(({ itemCode, name, price, count }) => ({
      itemCode,
      name,
      price,
      count,
      sum: price * count,
    })),
    totalPrice: order.totalPrice,
    vatKopecks: includedVatKopecks(order.totalPrice),
    managerComment: order.managerComment,
    history: history.map((entry) => ({
      at: entry.createdAt.toISOString(),
      status: entry.status,
      who: entry.actor,
      comment: entry.comment,
    })),
    actions: nextStatuses(order.status, order.delivery.type),
    invoice: order.legal,
  };
}
