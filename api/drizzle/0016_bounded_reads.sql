-- Order totals in whole roubles as bigint: the dearest items × 999 pass the 32-bit range (issue 31).
ALTER TABLE "orders" ALTER COLUMN "total_price" TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "old_total_price" TYPE bigint;
