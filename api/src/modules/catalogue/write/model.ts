import type { ProductFields } from '@shop/shared/contract';
import { IMAGE_VARIANTS } from '../model/families';

/**
 * The catalogue's write model: what a product is as edited and how two states compare; every change of a
 * product keeps its rules. The owner's edits on «Товары» go through `applyProductChanges` (edits.ts): one
 * transaction for a batch, the item code as the product's key, a row in `product_changes` per product changed (who, from where,
 * which fields, before and after), the product's `version` counted up, its search texts rewritten. Writing
 * `products` bumps the catalogue's version (triggers of migration 0012), so search, filters and their counts,
 * listings, feeds and sitemap of every API process on the database follow; the caller clears its process's
 * answer cache (`catalogueChanged`). The imports and the 1С exchange take the set-based path of the same rules,
 * `applyBulkChanges` (bulk.ts, its statements in bulk-sql.ts); the products' reads are in stored.ts, their
 * search texts in search-index.ts.
 */

/** What a product is, as edited: the fields of the contract and whether it is on sale. */
export type ProductState = ProductFields & { onSale: boolean };
export type Field = keyof ProductState;
export const FIELDS: Field[] = [
  'name',
  'section',
  'price',
  'oldPrice',
  'stock',
  'heightMm',
  'widthMm',
  'depthMm',
  'weightKg',
  'description',
  'props',
  'onSale',
];

/** Who writes: a staff member (`userId`) or an exchange (`userId` null), named as the history shows it. */
export interface ChangeActor {
  userId: number | null;
  name: string;
  /** `admin` for the «Товары» page; an exchange names itself (`1c`, `yml`, `csv`). */
  source: string;
}

export type ProductChangeInput =
  | { kind: 'create'; itemCode: string; fields: ProductFields }
  | {
      kind: 'update';
      itemCode: string;
      /** The version the change was based on; a different stored one refuses the batch (409). */
      baseVersion?: number;
      fields: Partial<ProductState>;
    };

export interface AppliedChange {
  itemCode: string;
  /** Null when the product already was as asked (nothing written, nothing recorded). */
  changeId: number | null;
  fields: Field[];
}

export const STALE_MESSAGE =
  'Товар изменён другим сотрудником: обновите страницу, чтобы увидеть его изменения, и внесите свои снова';

/** `3 мм` ↔ value `3`, unit `мм`: a number with at most three words of unit, as the filters read it. */
const WITH_UNIT = /^(\d+(?:[.,]\d+)?) +([^ 0-9]+(?: +[^ 0-9]+){0,2})$/;
export type Prop = ProductFields['props'][number];
export function splitProp(key: string, stored: string): Prop {
  const match = WITH_UNIT.exec(stored);
  return match ? { key, value: match[1]!, unit: match[2]! } : { key, value: stored, unit: '' };
}
export const storedValue = ({ value, unit }: Prop): string => (unit ? `${value} ${unit}` : value);
/** The form a characteristic is compared and recorded in, whichever way it was typed. */
const normalProp = (prop: Prop): Prop => splitProp(prop.key.trim(), storedValue(prop).trim());

export interface Stored {
  id: number;
  version: number;
  state: ProductState;
  sectionNames: string[];
}

export interface Placement {
  categoryId: number;
  subcategoryId: number;
  subcategory2Id: number | null;
  family: string;
  names: string[];
}

export interface SectionPlace extends Placement {
  path: string;
}

/** Values compared whatever the order of their keys (jsonb keeps its own). */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, inner]) => [key, canonical(inner)]),
        )
      : value;
export const same = (a: unknown, b: unknown): boolean =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
export const pick = (state: ProductState, fields: Field[]) =>
  Object.fromEntries(fields.map((field) => [field, state[field]]));

/** The columns of `products` a state writes (the section's ids and the search texts come separately). */
export const columns = (state: ProductState) => ({
  name: state.name,
  price: state.price,
  oldPrice: state.oldPrice,
  stock: state.stock,
  heightMm: state.heightMm,
  widthMm: state.widthMm,
  depthMm: state.depthMm,
  weightKg: state.weightKg,
  description: state.description,
  onSale: state.onSale,
});

export const normalState = <T extends Partial<ProductState>>(fields: T): T =>
  fields.props ? { ...fields, props: fields.props.map(normalProp) } : fields;

/** Until its photographs are uploaded, a new product shows one of its section's drawn pictures. */
export const imageVariant = (itemCode: string) =>
  [...itemCode].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % IMAGE_VARIANTS;

export interface Planned {
  itemCode: string;
  stored: Stored | undefined;
  next: ProductState;
  changed: Field[];
  place: SectionPlace | null;
}
