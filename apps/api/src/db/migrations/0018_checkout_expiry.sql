-- A checkout expires an hour after it opens; a payment made after that grants nothing and is refunded.
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- When reconciliation next asks the provider about an unsettled payment; null: never again.
ALTER TABLE "payments" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A payment the provider reported paid that granted nothing (an expired checkout, a discount no longer valid).
ALTER TABLE "payments" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payments" SET "next_check_at" = "created_at" + interval '5 minutes'
  WHERE "fulfilled_at" IS NULL AND "status" IN ('pending', 'abandoned');--> statement-breakpoint
CREATE INDEX "payments_next_check_idx" ON "payments" USING btree ("created_at") WHERE "payments"."fulfilled_at" is null and "payments"."next_check_at" is not null;--> statement-breakpoint
-- A use of a code is reserved when its checkout opens and redeemed when it is paid.
ALTER TABLE "discount_redemptions" ADD COLUMN "status" text DEFAULT 'redeemed' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_status_check" CHECK ("discount_redemptions"."status" in ('reserved', 'redeemed'));--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "expires_at" timestamp with time zone;
