-- Exchange with 1С by CommerceML 2 (issue 28 §3, api/src/plugins/exchange-1c). One row of `exchanges` per
-- session 1С opens with `checkauth`: the files it sent, each file's import step (running, done, failed with
-- the reason), the orders a sale exchange gave 1С and not yet confirmed, whether the catalogue exchange was full or partial, the counts of the import and its problems.
-- `token` is the SHA-256 of the session cookie's value (the cookie itself is never stored).
CREATE TABLE "exchanges" (
  "id" serial PRIMARY KEY,
  "token" text NOT NULL UNIQUE,
  "kind" text NOT NULL DEFAULT 'catalog',
  "state" text NOT NULL DEFAULT 'open',
  "full" boolean,
  "files" jsonb NOT NULL DEFAULT '[]',
  "steps" jsonb NOT NULL DEFAULT '{}',
  "created" integer NOT NULL DEFAULT 0,
  "changed" integer NOT NULL DEFAULT 0,
  "unchanged" integer NOT NULL DEFAULT 0,
  "off_sale" integer NOT NULL DEFAULT 0,
  "refused" integer NOT NULL DEFAULT 0,
  "problems" jsonb NOT NULL DEFAULT '[]',
  "order_ids" jsonb NOT NULL DEFAULT '[]',
  "reason" text,
  "started_at" timestamp with time zone NOT NULL DEFAULT now(),
  "finished_at" timestamp with time zone,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "exchanges_started_idx" ON "exchanges" ("started_at" DESC);
--> statement-breakpoint
-- 1С's groups and the shop's section each is placed in; the owner edits `section` on «Обмен с 1С».
-- `created` is true for a section the exchange made itself (a group nobody mapped).
CREATE TABLE "exchange_groups" (
  "group_id" text PRIMARY KEY,
  "name" text NOT NULL,
  "parent_id" text,
  "section" text NOT NULL,
  "created" boolean NOT NULL DEFAULT false,
  "version" integer NOT NULL DEFAULT 1,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- 1С's own id of a product (`Товар/Ид`) and the shop's item code it was given (`Артикул`): offers.xml names
-- products by the id only.
CREATE TABLE "exchange_items" (
  "external_id" text PRIMARY KEY,
  "item_code" text NOT NULL
);
--> statement-breakpoint
-- Orders 1С has taken (`type=sale&mode=success`); null: not exported yet.
ALTER TABLE "orders" ADD COLUMN "exported_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "orders_not_exported_idx" ON "orders" ("id") WHERE "exported_at" IS NULL;
