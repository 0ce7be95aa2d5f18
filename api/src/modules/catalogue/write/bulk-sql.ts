import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { fold } from '../model/text';
import { type ChangeActor, type Planned, imageVariant, pick, storedValue } from './model';
import { isReindexed, reindexed } from './search-index';

/** Rows per statement of the set-based writes: bounded memory per statement, few round trips. */
const CHUNK = 2_000;
export const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export const param = <T>(values: T[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/** The columns of a product's state a batch writes, as `unnest` arrays, in the order `STATE_COLUMNS` names them. */
const STATE_ARRAYS = [
  ['name', 'text'],
  ['price', 'int'],
  ['oldPrice', 'int'],
  ['stock', 'int'],
  ['heightMm', 'int'],
  ['widthMm', 'int'],
  ['depthMm', 'int'],
  ['weightKg', 'float8'],
  ['description', 'text'],
  ['onSale', 'bool'],
] as const;
const STATE_COLUMNS = sql.raw(
  'name, price, old_price, stock, height_mm, width_mm, depth_mm, weight_kg, description, on_sale',
);
const stateArrays = (chunk: Planned[]) =>
  sql.join(
    STATE_ARRAYS.map(([field, type]) =>
      param(
        chunk.map((one) => one.next[field]),
        type,
      ),
    ),
    sql`, `,
  );
/** Search texts as `unnest` arrays; a product not reindexed has nulls (the update keeps its texts). */
const documentArrays = (chunk: Planned[]) => {
  const documents = chunk.map((one) => reindexed(one)?.document ?? null);
  return sql.join(
    (['text', 'sections', 'props'] as const).map((part) =>
      param(
        documents.map((d) => d?.[part] ?? null),
        'text',
      ),
    ),
    sql`, `,
  );
};

export async function insertCreated(tx: Db, created: Planned[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(created)) {
    const col = <T>(get: (one: Planned) => T, type: string) => param(chunk.map(get), type);
    const inserted = await rows<{ id: number; item_code: string }>(
      tx,
      sql`INSERT INTO products (item_code, ${STATE_COLUMNS}, category_id, subcategory_id, subcategory2_id,
          image_family, image_variant, search_text, search_sections, search_props, image_count)
        SELECT *, 1 FROM unnest(${col((o) => o.itemCode, 'text')}, ${stateArrays(chunk)},
          ${col((o) => o.place!.categoryId, 'int')}, ${col((o) => o.place!.subcategoryId, 'int')},
          ${col((o) => o.place!.subcategory2Id, 'int')}, ${col((o) => o.place!.family, 'text')},
          ${col((o) => imageVariant(o.itemCode), 'int')}, ${documentArrays(chunk)})
        ON CONFLICT (item_code) DO NOTHING
        RETURNING id, item_code`,
    );
    // A code created by someone else since the batch's read (which is outside the transaction).
    if (inserted.length !== chunk.length) throw new HttpError(409, BULK_STALE_MESSAGE);
    for (const row of inserted) ids.set(row.item_code, row.id);
  }
  return ids;
}

export async function updateChanged(tx: Db, changed: Planned[]): Promise<void> {
  for (const chunk of chunks(changed)) {
    const col = <T>(get: (one: Planned) => T, type: string) => param(chunk.map(get), type);
    const updated = await rows<{ id: number }>(
      tx,
      sql`UPDATE products p SET name = v.name, price = v.price, old_price = v.old_price, stock = v.stock,
          height_mm = v.height_mm, width_mm = v.width_mm, depth_mm = v.depth_mm, weight_kg = v.weight_kg,
          description = v.description, on_sale = v.on_sale, version = p.version + 1,
          category_id = coalesce(v.c, p.category_id), subcategory_id = coalesce(v.s1, p.subcategory_id),
          subcategory2_id = CASE WHEN v.c IS NULL THEN p.subcategory2_id ELSE v.s2 END
        FROM unnest(${col((o) => o.stored!.id, 'int')}, ${col((o) => o.stored!.version, 'int')},
          ${stateArrays(chunk)}, ${col((o) => o.place?.categoryId ?? null, 'int')},
          ${col((o) => o.place?.subcategoryId ?? null, 'int')}, ${col((o) => o.place?.subcategory2Id ?? null, 'int')})
          AS v(id, version, ${STATE_COLUMNS}, c, s1, s2)
        WHERE p.id = v.id AND p.version = v.version
        RETURNING p.id`,
    );
    if (updated.length !== chunk.length) throw new HttpError(409, BULK_STALE_MESSAGE);
  }
  // Only the products reindexed: naming the search text in an update recomputes its search vector (a generated
  // column), the costliest part of a product's update, also when the text stays the same.
  for (const chunk of chunks(changed.filter(isReindexed))) {
    await tx.execute(sql`UPDATE products p SET search_text = v.st, search_sections = v.ss, search_props = v.sp
      FROM unnest(${param(
        chunk.map((one) => one.stored!.id),
        'int',
      )}, ${documentArrays(chunk)}) AS v(id, st, ss, sp)
      WHERE p.id = v.id`);
  }
}

export const BULK_STALE_MESSAGE =
  'Пока шла загрузка, товары изменил другой сотрудник: ничего не изменено, загрузите файл снова';

/** Characteristics, lexicon words and change records of a batch's written products, set-based. */
export async function writeBulkDetails(
  tx: Db,
  actor: ChangeActor,
  planned: Planned[],
  createdIds: Map<string, number>,
): Promise<void> {
  const idOf = (one: Planned) => one.stored?.id ?? createdIds.get(one.itemCode)!;
  // A move re-copies the sections onto the characteristics (their trigger runs on insert).
  const withProps = planned.filter((one) => one.changed.includes('props') || one.changed.includes('section'));
  for (const chunk of chunks(withProps.filter((one) => one.stored))) {
    await tx.execute(sql`DELETE FROM product_props WHERE product_id = ANY(${param(chunk.map(idOf), 'int')})`);
  }
  const props = withProps.flatMap((one) =>
    one.next.props.map((prop, position) => ({
      id: idOf(one),
      position,
      key: prop.key,
      value: storedValue(prop),
    })),
  );
  for (const chunk of chunks(props)) {
    await tx.execute(sql`INSERT INTO product_props (product_id, position, key, value)
      SELECT * FROM unnest(${param(
        chunk.map((p) => p.id),
        'int',
      )}, ${param(
        chunk.map((p) => p.position),
        'int',
      )},
        ${param(
          chunk.map((p) => p.key),
          'text',
        )}, ${param(
          chunk.map((p) => p.value),
          'text',
        )})`);
  }
  const words = new Map<string, string>();
  for (const one of planned) {
    for (const word of reindexed(one)?.words ?? []) if (!words.has(fold(word))) words.set(fold(word), word);
  }
  for (const chunk of chunks([...words])) {
    await tx.execute(sql`INSERT INTO search_words (word, display, frequency)
      SELECT *, 1 FROM unnest(${param(
        chunk.map(([word]) => word),
        'text',
      )}, ${param(
        chunk.map(([, display]) => display),
        'text',
      )})
      ON CONFLICT DO NOTHING`);
  }
  for (const chunk of chunks(planned)) {
    const col = <T>(get: (one: Planned) => T) => chunk.map(get);
    await tx.execute(sql`INSERT INTO product_changes (product_id, user_id, actor, source, kind, fields, before,
        after, version_after)
      SELECT v.id, ${actor.userId}::int, ${actor.name}, ${actor.source}, v.kind,
        ARRAY(SELECT jsonb_array_elements_text(v.fields::jsonb)), v.before::jsonb, v.after::jsonb, v.version
      FROM unnest(${param(col(idOf), 'int')}, ${param(
        col((o) => (o.stored ? 'update' : 'create')),
        'text',
      )},
        ${param(
          col((o) => JSON.stringify(o.changed)),
          'text',
        )},
        ${param(
          col((o) => JSON.stringify(o.stored ? pick(o.stored.state, o.changed) : {})),
          'text',
        )},
        ${param(
          col((o) => JSON.stringify(o.stored ? pick(o.next, o.changed) : o.next)),
          'text',
        )},
        ${param(
          col((o) => (o.stored ? o.stored.version + 1 : 1)),
          'int',
        )}) AS v(id, kind, fields, before, after, version)`);
  }
}
