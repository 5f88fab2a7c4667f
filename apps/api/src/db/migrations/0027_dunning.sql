ALTER TABLE "subscriptions" ADD COLUMN "payment_due_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "grace_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pay_link_reminders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "customer_code" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "expiry_notice_sent_at" timestamp with time zone;--> statement-breakpoint
-- A card saved before cards kept their customer: the e-mail of the payment that saved it (fulfilled
-- in the same transaction, so at the same instant), when there is one; the account's otherwise.
UPDATE "payment_methods" AS "card" SET "customer_email" = (
  SELECT "payment"."email" FROM "payments" AS "payment"
  WHERE "payment"."user_id" = "card"."user_id" AND "payment"."fulfilled_at" = "card"."created_at"
  ORDER BY "payment"."created_at" LIMIT 1
);
