-- The order desk (issue 27): seven statuses, a history of every change, an optimistic-lock version, the
-- manager's comment, and what the desk filters and searches on as generated columns with indexes.
-- Orders stored before this migration were all shown as «В сборке» (`assembling`): they keep that status,
-- so a buyer cannot cancel an order the shop may already have handed over, and a manager moves each one on;
-- each gets a first history row saying so.
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'new';
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check"
  CHECK ("status" IN ('new', 'confirmed', 'assembling', 'ready', 'shipped', 'done', 'cancelled'));
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manager_comment" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "legal" boolean
  GENERATED ALWAYS AS (coalesce("buyer"->>'inn', '') <> '') STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_type" text GENERATED ALWAYS AS ("delivery"->>'type') STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_id" smallint
  GENERATED ALWAYS AS (CASE WHEN "delivery"->>'type' = 'pickup' THEN ("delivery"->>'id')::smallint END) STORED;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(
  coalesce("buyer"->>'lastName', '') || ' ' || coalesce("buyer"->>'firstName', '') || ' ' ||
  coalesce("buyer"->>'email', '') || ' ' || coalesce("buyer"->>'companyName', '') || ' ' ||
  coalesce("buyer"->>'inn', '') || ' ' || regexp_replace(coalesce("buyer"->>'phone', ''), '\D', '', 'g')
)) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" ("status", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "order_history" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "status" text,
  "actor_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "actor" text NOT NULL,
  "comment" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" ("order_id", "id");
--> statement-breakpoint
INSERT INTO "order_history" ("order_id", "status", "actor", "comment", "created_at")
  SELECT "id", "status", 'Магазин', 'Заказ оформлен до учёта статусов', "created_at" FROM "orders" ORDER BY "id";
