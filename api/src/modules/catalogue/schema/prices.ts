import {
  type AnyPgColumn,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from '../../accounts/schema/users';

/** Audit trail of the admin price tool: who changed which prices, when, by how much, how many items. */
export const priceChanges = pgTable('price_changes', {
  id: serial('id').primaryKey(),
  adminId: integer('admin_id')
    .notNull()
    .references(() => users.id),
  /** `all`, `item:{code}` or the catalogue path, e.g. `seyfy/dlya-oruzhiya`. */
  scope: text('scope').notNull(),
  /** Null for a revert, which puts back recorded prices rather than scaling them. */
  percentage: numeric('percentage'),
  itemsChanged: integer('items_changed').notNull(),
  /** The change this row reverts; unique, so a change is reverted at most once. */
  revertOf: integer('revert_of')
    .unique()
    .references((): AnyPgColumn => priceChanges.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every item a change (or a revert) touched, with both prices before and after: a revert puts back
 * exactly these, for the items still at the `after` prices.
 */
export const priceChangeItems = pgTable(
  'price_change_items',
  {
    changeId: integer('change_id')
      .notNull()
      .references(() => priceChanges.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceBefore: integer('price_before'),
    priceAfter: integer('price_after'),
    oldPriceBefore: integer('old_price_before'),
    oldPriceAfter: integer('old_price_after'),
  },
  (t) => [primaryKey({ columns: [t.changeId, t.productId] })],
);
