-- The price types (`ТипыЦен`) each offers file of an exchange with 1С carried, whether its step succeeded or
-- not: «Обмен с 1С» offers the latest ones to choose the shop's price and the old price from.
CREATE TABLE "exchange_price_types" (
	"exchange_id" integer NOT NULL,
	"file" text NOT NULL,
	"types" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_price_types_exchange_id_file_pk" PRIMARY KEY("exchange_id","file")
);
--> statement-breakpoint
ALTER TABLE "exchange_price_types" ADD CONSTRAINT "exchange_price_types_exchange_id_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."exchanges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_price_types_at_idx" ON "exchange_price_types" USING btree ("at");
