-- A refund asked of the provider and not yet confirmed: set in the transaction that decides to
-- send it, so a second refund of the same payment is refused instead of sent again; cleared when
-- the provider confirms or refuses it.
ALTER TABLE "payments" ADD COLUMN "refund_requested_at" timestamp with time zone;
--> statement-breakpoint
-- What the provider has given back so far, in minor units: the payment reads refunded once it is
-- the whole amount.
ALTER TABLE "payments" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "payments" SET "refunded_amount" = "amount" WHERE "status" = 'refunded';
