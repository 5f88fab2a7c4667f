-- What the admin chose for the membership when they asked for a refund (end_now,
-- end_at_period_end or keep) and the amount they asked for (null: the whole rest), kept with the
-- request and applied when the provider confirms the refund.
ALTER TABLE "payments" ADD COLUMN "refund_membership" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_requested_amount" bigint;
--> statement-breakpoint
-- When the provider was last asked again about a fulfilled payment, to catch one it reversed.
ALTER TABLE "payments" ADD COLUMN "last_verified_at" timestamp with time zone;
--> statement-breakpoint
-- The daily re-verification reads successful payments by when they were fulfilled.
CREATE INDEX "payments_recently_fulfilled_idx" ON "payments" USING btree ("fulfilled_at") WHERE "payments"."status" = 'success';
--> statement-breakpoint
-- A payer's dispute (chargeback) of a payment, as the provider reports it, one row per dispute.
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"payment_reference" text NOT NULL,
	"user_id" uuid,
	"status" text NOT NULL,
	"category" text,
	"resolution" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"due_at" timestamp with time zone,
	"opened_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"renewal_paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payment_reference_payments_reference_fk" FOREIGN KEY ("payment_reference") REFERENCES "public"."payments"("reference") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_provider_dispute_id_key" ON "disputes" USING btree ("provider_dispute_id");
--> statement-breakpoint
CREATE INDEX "disputes_user_id_idx" ON "disputes" USING btree ("user_id");
--> statement-breakpoint
-- Open disputes, soonest due first, for the console.
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("due_at") WHERE "disputes"."resolved_at" is null;
--> statement-breakpoint
-- What an admin must look at: a refund that failed, a card check's refund that failed for good, a
-- payment that needs review, a dispute opened or reminded. Shown in the console and e-mailed.
CREATE TABLE "admin_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payment_reference" text,
	"user_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_alerts" ADD CONSTRAINT "admin_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "admin_alerts_created_at_idx" ON "admin_alerts" USING btree ("created_at");
