-- An order being placed under an Idempotency-Key (`buyer_key` as in `orders`). The first request of a key
-- claims it; its order's own statement removes the claim, and so does a refusal. A concurrent request of the
-- key, in any process, waits while the claim lasts and then answers the stored order, or tries anew after a
-- refusal. `expires_at` ends the claim of a process that died holding it (the next request of the key takes
-- it over); `token` names the holder, so a holder whose claim was taken over removes nobody else's.
CREATE TABLE "order_attempts" (
	"buyer_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_attempts_pk" PRIMARY KEY("buyer_key","idempotency_key")
);
