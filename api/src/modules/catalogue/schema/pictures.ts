import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/schema/users';

/** One file made from an uploaded picture: which view and density, its format, size and content-named file. */
export interface StoredVariant {
  view: 'card' | 'page' | 'thumb';
  density: 1 | 2;
  format: 'webp' | 'jpeg';
  width: number;
  height: number;
  /** `<sha256 of the file>.<ext>` in the picture store. */
  file: string;
}

/**
 * Pictures an administrator uploaded (migration 0021), keyed by the item code so a product keeps them when
 * the demo catalogue is seeded again. The main one comes first on every page, the rest by `position`.
 */
export const itemPictures = pgTable(
  'item_pictures',
  {
    id: serial('id').primaryKey(),
    itemCode: text('item_code').notNull(),
    /** SHA-256 (hex) of the uploaded file. */
    hash: text('hash').notNull(),
    position: integer('position').notNull(),
    main: boolean('main').notNull().default(false),
    /** The upload's size after its EXIF orientation, and its format (`jpeg`, `png`, `webp`). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: text('format').notNull(),
    bytes: integer('bytes').notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('item_pictures_item_hash').on(t.itemCode, t.hash),
    index('item_pictures_item_idx').on(t.itemCode, t.position),
    uniqueIndex('item_pictures_main_idx')
      .on(t.itemCode)
      .where(sql`${t.main}`),
  ],
);
