CREATE TABLE "sandbox_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"callback_url" text NOT NULL,
	"channels" jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'abandoned' NOT NULL,
	"channel" text,
	"authorization" jsonb,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
