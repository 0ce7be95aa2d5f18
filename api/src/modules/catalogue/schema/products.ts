import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from '../../accounts/schema/users';

/**
 * Every change of a product made through the catalogue write model (`modules/catalogue/write/`): who, from
 * where, which fields, their values before and after (migration 0020). An undo is a change of its own whose
 * `undo_of` names the change it undid; unique, so a change is undone at most once.
 */
export const productChanges = pgTable(
  'product_changes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The staff member; null for an exchange (1С, a feed) or when the account was deleted since. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who, as shown in the history: «Анна (anna@example.ru)», «Обмен с 1С». */
    actor: text('actor').notNull(),
    /** Where the change came from: `admin` (the «Товары» page); the exchanges add theirs. */
    source: text('source').notNull(),
    /** `create`, `update` or `undo`. */
    kind: text('kind').notNull(),
    fields: text('fields').array().notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    /** The product's version this change made. */
    versionAfter: integer('version_after').notNull(),
    undoOf: integer('undo_of')
      .unique()
      .references((): AnyPgColumn => productChanges.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_changes_product_idx').on(t.productId, t.id)],
);
