-- Who sent a one-time link (the administrator of a manager's invitation); NULL for links the shop sends itself.
ALTER TABLE "link_tokens" ADD COLUMN "issued_by" integer;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
