-- The exchange with 1С (api/src/plugins/exchange-1c). Refused `checkauth` attempts per caller address, for the
-- owner's «Обмен с 1С»: how many were refused (a wrong login or password, or locked out), how many of them while
-- the address was locked, the first and the last. Addresses are kept 30 days after their last attempt.
CREATE TABLE "exchange_refusals" (
  "address" text PRIMARY KEY,
  "attempts" integer NOT NULL DEFAULT 0,
  "locked" integer NOT NULL DEFAULT 0,
  "first_at" timestamp with time zone NOT NULL DEFAULT now(),
  "last_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "exchange_refusals_last_idx" ON "exchange_refusals" ("last_at" DESC);
--> statement-breakpoint
-- A full exchange whose sweep was refused (it would take more than the owner's share of the catalogue off
-- sale): {"file", "offSale", "onSale"}, and "confirmed" once an administrator has had it applied.
ALTER TABLE "exchanges" ADD COLUMN "sweep" jsonb;
