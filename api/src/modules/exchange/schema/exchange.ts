import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * One import step of an exchange (`mode=import&filename=…`): running (with the process that runs it and its
 * last heartbeat), done, or failed with the reason.
 */
export interface ExchangeStep {
  state: 'running' | 'done' | 'failed';
  reason?: string;
  /** The running process: its machine, pid and a random id of this start of it (a restarted pid differs). */
  owner?: { host: string; pid: number; run: string };
  /** When the owner last said it is at work (ISO time of the database). */
  beat?: string;
}

export interface ExchangeProblemRow {
  line: number | null;
  itemCode: string | null;
  message: string;
}

/** A sweep refused: the file, how many products it would take off sale of how many on sale. */
export interface ExchangeSweep {
  file: string;
  offSale: number;
  onSale: number;
  /** An administrator confirmed it: the file was applied again without the limit. */
  confirmed?: boolean;
}

/** One session of the exchange with 1С: what it sent and what its import did. */
export const exchanges = pgTable(
  'exchanges',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the session cookie's value. */
    token: text('token').notNull().unique(),
    kind: text('kind', { enum: ['catalog', 'sale'] })
      .notNull()
      .default('catalog'),
    state: text('state', { enum: ['open', 'done', 'failed'] })
      .notNull()
      .default('open'),
    /** True: a full exchange (products it does not name go off sale); null until a file says. */
    full: boolean('full'),
    files: jsonb('files').$type<string[]>().notNull().default([]),
    steps: jsonb('steps').$type<Record<string, ExchangeStep>>().notNull().default({}),
    created: integer('created').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    offSale: integer('off_sale').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    problems: jsonb('problems').$type<ExchangeProblemRow[]>().notNull().default([]),
    /** The orders `type=sale&mode=query` gave, marked exported by `mode=success`. */
    orderIds: jsonb('order_ids').$type<number[]>().notNull().default([]),
    reason: text('reason'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A full exchange's sweep refused as too large, until an administrator confirms it. */
    sweep: jsonb('sweep').$type<ExchangeSweep>(),
  },
  (t) => [index('exchanges_started_idx').on(t.startedAt)],
);

/** 1С's groups and the shop's section each is placed in (the owner edits `section`). */
export const exchangeGroups = pgTable('exchange_groups', {
  groupId: text('group_id').primaryKey(),
  name: text('name').notNull(),
  parentId: text('parent_id'),
  section: text('section').notNull(),
  created: boolean('created').notNull().default(false),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 1С's id of a product and the shop's item code (its Артикул): offers.xml names products by the id. */
export const exchangeItems = pgTable('exchange_items', {
  externalId: text('external_id').primaryKey(),
  itemCode: text('item_code').notNull(),
});

/** Refused `checkauth` attempts by caller address, shown on «Обмен с 1С». */
export const exchangeRefusals = pgTable(
  'exchange_refusals',
  {
    address: text('address').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    /** Of them, refused while the address was locked out. */
    locked: integer('locked').notNull().default(0),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exchange_refusals_last_idx').on(t.lastAt)],
);

/**
 * The price types (`ТипыЦен`) each offers file carried, whether its step succeeded or not: the administrator
 * chooses the shop's price types from the latest.
 */
export const exchangePriceTypes = pgTable(
  'exchange_price_types',
  {
    exchangeId: integer('exchange_id')
      .notNull()
      .references(() => exchanges.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    types: jsonb('types').$type<string[]>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.exchangeId, t.file] }), index('exchange_price_types_at_idx').on(t.at)],
);
