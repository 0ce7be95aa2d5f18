import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Abuse limits shared by every API process on the database: one row counts the events of one key (a
 * SHA-256 of an address, an e-mail or a pair) for one limit (`bucket`) in the window that began with the
 * key's first event (so a burst is never split across two windows). Rows whose window has ended are deleted
 * from time to time (src/auth/limits.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ name: 'rate_limits_pk', columns: [t.bucket, t.key] }),
    index('rate_limits_expires_idx').on(t.expiresAt),
  ],
);
