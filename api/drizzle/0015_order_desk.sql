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
--> statement-breakpoint
-- The desk's counts per status under its filters (day, buyer type, delivery, pickup point) are sums over this
-- small table instead of a count of every order; triggers keep it exact in the writing transaction.
CREATE TABLE "order_counts" (
  "day" date NOT NULL,
  "status" text NOT NULL,
  "legal" boolean NOT NULL,
  "delivery_type" text NOT NULL,
  "pickup_id" smallint NOT NULL,
  "n" integer NOT NULL,
  PRIMARY KEY ("day", "status", "legal", "delivery_type", "pickup_id")
);
--> statement-breakpoint
-- The same without the day, for the desk without a date filter (at most 7 × 2 × 10 rows).
CREATE TABLE "order_totals" (
  "status" text NOT NULL,
  "legal" boolean NOT NULL,
  "delivery_type" text NOT NULL,
  "pickup_id" smallint NOT NULL,
  "n" integer NOT NULL,
  PRIMARY KEY ("status", "legal", "delivery_type", "pickup_id")
);
--> statement-breakpoint
CREATE FUNCTION order_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE order_counts SET n = n - 1
      WHERE day = (OLD.created_at AT TIME ZONE 'Europe/Moscow')::date AND status = OLD.status
        AND legal = OLD.legal AND delivery_type = OLD.delivery_type AND pickup_id = coalesce(OLD.pickup_id, -1);
    UPDATE order_totals SET n = n - 1
      WHERE status = OLD.status AND legal = OLD.legal AND delivery_type = OLD.delivery_type
        AND pickup_id = coalesce(OLD.pickup_id, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO order_counts (day, status, legal, delivery_type, pickup_id, n)
      VALUES ((NEW.created_at AT TIME ZONE 'Europe/Moscow')::date, NEW.status, NEW.legal, NEW.delivery_type,
              coalesce(NEW.pickup_id, -1), 1)
      ON CONFLICT (day, status, legal, delivery_type, pickup_id) DO UPDATE SET n = order_counts.n + 1;
    INSERT INTO order_totals (status, legal, delivery_type, pickup_id, n)
      VALUES (NEW.status, NEW.legal, NEW.delivery_type, coalesce(NEW.pickup_id, -1), 1)
      ON CONFLICT (status, legal, delivery_type, pickup_id) DO UPDATE SET n = order_totals.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_counts AFTER INSERT OR DELETE OR UPDATE OF status, created_at ON orders
  FOR EACH ROW EXECUTE FUNCTION order_counts_track();
--> statement-breakpoint
INSERT INTO order_counts (day, status, legal, delivery_type, pickup_id, n)
  SELECT (created_at AT TIME ZONE 'Europe/Moscow')::date, status, legal, delivery_type, coalesce(pickup_id, -1), count(*)
  FROM orders GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO order_totals (status, legal, delivery_type, pickup_id, n)
  SELECT status, legal, delivery_type, pickup_id, sum(n) FROM order_counts GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- A whole e-mail typed into the search box is looked up exactly (the trigrams of «@example.ru» are in every row).
CREATE INDEX "orders_email_idx" ON "orders" (lower("buyer"->>'email'));
