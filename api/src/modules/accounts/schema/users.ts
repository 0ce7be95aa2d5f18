import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { USER_ROLES } from '../../../auth/roles';

export { USER_ROLES, type UserRole } from '../../../auth/roles';

/** Accounts. The e-mail is stored lower-cased; the password only as an argon2id hash. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  lastName: text('last_name').notNull().default(''),
  /** The middle name («Отчество»); the spec reads it as `surname` and writes it as `surename`. */
  surname: text('surname').notNull().default(''),
  phone: text('phone').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: USER_ROLES }).notNull().default('buyer'),
  /** Access tokens carry it; a password change bumps it, so every older access token stops working. */
  tokenVersion: integer('token_version').notNull().default(0),
  /**
   * When the buyer consented to the processing of personal data at registration, and the privacy policy's
   * edition (`PRIVACY_POLICY.version`) they agreed to. Null for accounts made without the form (the admin).
   */
  privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }),
  privacyPolicyVersion: text('privacy_policy_version'),
  /**
   * When the owner of `email` opened a confirmation (or e-mail change) link sent there; null until then.
   * A buyer may log in unconfirmed; a staff role and joining guest orders by e-mail need it.
   */
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Opaque refresh tokens, stored only as SHA-256 hashes. Each login starts a family; a refresh marks the
 * presented token used and issues the next one of the family. A used token presented again means it was
 * stolen (or replayed), so the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** «Запомнить меня»: a 30-day cookie instead of a session cookie. */
    persistent: boolean('persistent').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export const LINK_PURPOSES = ['confirm', 'recover', 'change-email', 'invite'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/**
 * One-time links sent by e-mail (modules/accounts/links.ts): stored only as SHA-256 hashes, used once, with an
 * expiry; issuing one voids the unused older ones of the same purpose for the same account or address.
 * `email` is where the link was sent (for an e-mail change, the new address); `user_id` is null for an
 * invitation (it goes to an address, whoever holds an account with it); `issued_by` is the administrator who
 * sent an invitation.
 */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: LINK_PURPOSES }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('link_tokens_email_idx').on(t.purpose, t.email),
    index('link_tokens_user_idx').on(t.userId),
    index('link_tokens_expires_idx').on(t.expiresAt),
  ],
);
