import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL `tsvector`; only ever written by the database (generated columns), never read by the app. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
