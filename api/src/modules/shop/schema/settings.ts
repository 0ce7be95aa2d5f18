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
import { users } from '../../accounts/schema/users';

/**
 * The owner's settings, a row per section (`SHOP_SECTIONS`): its value as the contract's schema checked it,
 * and the version an edit must name (optimistic: an edit based on an older one is refused). A section without
 * a row reads as its seed, at version 0. A statement trigger moves the catalogue's version on every write, so
 * every process's page cache and memo see the change.
 */
export const shopSettings = pgTable('shop_settings', {
  section: text('section').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The administrator's e-mail as it was when they saved. */
  updatedBy: text('updated_by').notNull(),
});

/**
 * Every change of a section: the parts it changed (a field of the section, or one page of «Страницы») with
 * their values before and after, who and when. An undo is a change of its own naming the one it undid
 * (`undo_of`, unique: a change is undone at most once).
 */
export const shopSettingsChanges = pgTable(
  'shop_settings_changes',
  {
    id: serial('id').primaryKey(),
    section: text('section').notNull(),
    /** Null when the account was deleted since; `actor` keeps the e-mail. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    parts: text('parts').array().notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    versionAfter: integer('version_after').notNull(),
    undoOf: integer('undo_of')
      .unique()
      .references((): AnyPgColumn => shopSettingsChanges.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shop_settings_changes_section_idx').on(t.section, t.id)],
);
