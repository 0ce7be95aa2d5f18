import { integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Audit trail of the admin price tool: who changed which prices, when, by how much, how many items. */
export const priceChanges = pgTable('price_changes', {
  id: serial('id').primaryKey(),
  adminId: integer('admin_id')
    .notNull()
    .references(() => users.id),
  /** `all`, `item:{code}` or the catalogue path, e.g. `seyfy/dlya-oruzhiya`. */
  scope: text('scope').notNull(),
  percentage: numeric('percentage').notNull(),
  itemsChanged: integer('items_changed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
