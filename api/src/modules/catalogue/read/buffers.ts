import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../../db/client';

/** A table's every page, in order: a range of row addresses passes no ring of buffers, as a plain scan may. */
const pages = (table: string): SQL => sql.raw(`SELECT count(*) FROM ${table} WHERE ctid >= '(0,0)'::tid`);
/** An index's every page: its rows in its order, the only way to sort them with sorting turned off. */
const walk = (table: string, where: string, order: string): SQL =>
  sql.raw(`SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${where} ORDER BY ${order}) walk`);

/** The sort indexes of one section level (listing.ts ORDER), each ending in the item code. */
const sortIndexes = (level: '' | '2') => {
  const section = `subcategory${level ? '2' : ''}_id`;
  return [
    ['name', 'name COLLATE "ru"'],
    ['price_asc', 'price'],
    ['price_desc', 'price DESC NULLS LAST'],
  ].map(([name, order]) => ({
    relation: `products_sub${level}_${name}_idx`,
    read: walk('products', `${section} > 0`, `${section}, ${order}, item_code`),
  }));
};

/**
 * What uncached catalogue reads read, in the order it matters: a listing page's products, their cards
 * (migration 0025), the indexes of each sort and of the counts; then what a search reads of the products'
 * characteristics (a number's check and distance, item by item). Each is read whole while the reads fit in
 * three quarters of PGlite's buffers (at 35 000 items the characteristics no longer do); the rest, and the
 * filters' indexes, are left to their first readers.
 */
const READS = [
  { relation: 'products', read: pages('products') },
  { relation: 'products_pkey', read: walk('products', 'id > 0', 'id') },
  { relation: 'product_cards', read: pages('product_cards') },
  { relation: 'product_cards_pkey', read: walk('product_cards', 'product_id > 0', 'product_id') },
  ...sortIndexes(''),
  ...sortIndexes('2'),
  { relation: 'products_sub_sale_idx', read: walk('products', 'on_sale', 'subcategory_id') },
  { relation: 'products_sub2_sale_idx', read: walk('products', 'on_sale', 'subcategory2_id') },
  { relation: 'product_props', read: pages('product_props') },
  {
    relation: 'product_props_product_id_position_pk',
    read: walk('product_props', 'product_id > 0', 'product_id, position'),
  },
];

/**
 * PGlite only, before the API's port opens (app.ts): the catalogue's relations read into PGlite's buffers.
 * They start empty in every process, where a PostgreSQL server keeps its own across the API's restarts; read
 * cold, an uncached listing page reads tens of blocks of PGlite's files, and a search's numbers hundreds;
 * reading them all once before the port opens is cheaper.
 */
export async function readIntoBuffers(db: Db): Promise<void> {
  const sizes = await rows<{ relation: string; bytes: string; budget: string }>(
    db,
    sql`SELECT r AS relation, pg_relation_size(r::regclass) AS bytes,
        pg_size_bytes(current_setting('shared_buffers')) * 3 / 4 AS budget
      FROM unnest(${sql.param(READS.map((r) => r.relation))}::text[]) AS r`,
  );
  const bytesOf = new Map(sizes.map((row) => [row.relation, Number(row.bytes)]));
  let left = Number(sizes[0]?.budget ?? 0);
  await db.transaction(async (tx) => {
    // The walks must go through their indexes.
    for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'])
      await tx.execute(sql.raw(`SET LOCAL ${setting} = off`));
    for (const { relation, read } of READS) {
      const bytes = bytesOf.get(relation) ?? Infinity;
      if (bytes > left) continue;
      left -= bytes;
      await tx.execute(read);
    }
  });
}
