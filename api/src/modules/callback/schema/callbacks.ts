import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** «Заказать звонок» requests from the header. */
export const callbackRequests = pgTable('callback_requests', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
