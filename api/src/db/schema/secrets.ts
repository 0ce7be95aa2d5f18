import { pgTable, text } from 'drizzle-orm/pg-core';

/** Server secrets generated on first start (the JWT signing key when JWT_SECRET is not set). */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
