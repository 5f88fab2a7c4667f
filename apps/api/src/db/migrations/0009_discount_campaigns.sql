CREATE TABLE "discount_campaign_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_campaign_recipients_email_check" CHECK ("discount_campaign_recipients"."email" = lower("discount_campaign_recipients"."email")),
	CONSTRAINT "discount_campaign_recipients_status_check" CHECK ("discount_campaign_recipients"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "discount_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_code_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"message" text,
	"hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_code_plans" (
	"discount_code_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	CONSTRAINT "discount_code_plans_discount_code_id_plan_id_pk" PRIMARY KEY("discount_code_id","plan_id")
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_campaign_recipients" ADD CONSTRAINT "discount_campaign_recipients_campaign_id_discount_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."discount_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD CONSTRAINT "discount_campaigns_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD CONSTRAINT "discount_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_plans" ADD CONSTRAINT "discount_code_plans_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_plans" ADD CONSTRAINT "discount_code_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_campaign_recipients_campaign_email_key" ON "discount_campaign_recipients" USING btree ("campaign_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_campaigns_hash_key" ON "discount_campaigns" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "discount_code_plans_plan_id_idx" ON "discount_code_plans" USING btree ("plan_id");;--> statement-breakpoint
INSERT INTO "discount_code_plans" ("discount_code_id", "plan_id") SELECT "id", "plan_id" FROM "discount_codes" WHERE "plan_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" DROP CONSTRAINT "discount_codes_plan_id_plans_id_fk";--> statement-breakpoint
ALTER TABLE "discount_codes" DROP COLUMN "plan_id";
