CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text,
	"plan_id" uuid,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_value_check" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."value" between 1 and 100 and "discount_codes"."currency" is null)
        or ("discount_codes"."kind" = 'fixed' and "discount_codes"."value" > 0 and "discount_codes"."currency" is not null)),
	CONSTRAINT "discount_codes_redemptions_check" CHECK ("discount_codes"."redemption_count" >= 0 and ("discount_codes"."max_redemptions" is null or "discount_codes"."redemption_count" <= "discount_codes"."max_redemptions"))
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_code_id" uuid NOT NULL,
	"payment_reference" text NOT NULL,
	"user_id" uuid,
	"amount_discounted" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_lower_key" ON "discount_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_payment_reference_key" ON "discount_redemptions" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "discount_redemptions_discount_code_id_idx" ON "discount_redemptions" USING btree ("discount_code_id");