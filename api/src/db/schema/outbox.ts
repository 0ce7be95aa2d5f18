import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** `dropped`: a recovery letter to an address with no account, never sent (see src/mail/worker.ts). */
export const LETTER_STATUSES = ['pending', 'sent', 'failed', 'dropped'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];
export const LETTER_KINDS = [
  'order-buyer',
  'order-managers',
  'order-status',
  'callback',
  'login-alert',
  'confirm-email',
  'recover-password',
  'change-email',
  'email-changed',
  'account-deleted',
  'invite-manager',
] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/**
 * The e-mail outbox: one row is one letter, written (already rendered) in the transaction that stores the
 * order or the call-back request, and sent later by the worker (src/mail/worker.ts). `message_id` is the
 * letter's Message-ID, so a receiver can drop the copy a crash between «accepted» and «marked sent» resends.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: LETTER_KINDS }).notNull(),
    /** Comma-separated recipients. */
    recipients: text('recipients').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    messageId: text('message_id').notNull().unique(),
    status: text('status', { enum: LETTER_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  // The worker asks only for due pending letters; sent ones stay as a record and cost nothing here.
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);
