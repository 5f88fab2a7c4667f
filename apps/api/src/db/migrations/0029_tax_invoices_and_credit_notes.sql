-- Invoices are numbered per seller: each series (the seller's prefix, CA-NG; its credit notes
-- CA-NG-CN) counts its own years. Every number given before is in the one series there was, CA,
-- and keeps its number.
ALTER TABLE "invoice_numbers" ADD COLUMN "series" text DEFAULT 'CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_numbers" ALTER COLUMN "series" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoice_numbers" DROP CONSTRAINT "invoice_numbers_pkey";--> statement-breakpoint
ALTER TABLE "invoice_numbers" ADD CONSTRAINT "invoice_numbers_series_year_pk" PRIMARY KEY("series","year");--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "series" text DEFAULT 'CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "series" DROP DEFAULT;--> statement-breakpoint
DROP INDEX "invoices_year_sequence_key";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_year_sequence_key" ON "invoices" USING btree ("series","year","sequence");--> statement-breakpoint
-- The seller and the buyer's billing details as issued, and the taxes backed out of the total.
-- Invoices issued before have none of them (null, no tax lines): they print the configured seller
-- and "taxes included" as they always did.
ALTER TABLE "invoices" ADD COLUMN "seller_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller_tax_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_tax_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "net" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- An issued invoice is never drawn again: a refund is a credit note. The REFUNDED drawings of
-- invoices first drawn PAID go; an invoice first drawn REFUNDED keeps that one, as first drawn.
DELETE FROM "invoice_pdfs" AS "refunded" WHERE "refunded"."status" = 'refunded' AND EXISTS (SELECT 1 FROM "invoice_pdfs" AS "paid" WHERE "paid"."invoice_id" = "refunded"."invoice_id" AND "paid"."status" = 'paid');--> statement-breakpoint
ALTER TABLE "invoice_pdfs" DROP CONSTRAINT "invoice_pdfs_status_check";--> statement-breakpoint
ALTER TABLE "invoice_pdfs" DROP CONSTRAINT "invoice_pdfs_invoice_id_status_pk";--> statement-breakpoint
ALTER TABLE "invoice_pdfs" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "invoice_pdfs" ADD CONSTRAINT "invoice_pdfs_pkey" PRIMARY KEY("invoice_id");--> statement-breakpoint
-- What a member asks to be printed on the invoices issued to them from now on.
CREATE TABLE "billing_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text,
	"address" text,
	"tax_number" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A refund the provider confirmed, as a document of its own referring to the invoice it credits.
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"invoice_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"net" bigint NOT NULL,
	"taxes" jsonb NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_series_year_sequence_key" ON "credit_notes" USING btree ("series","year","sequence");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_id_idx" ON "credit_notes" USING btree ("invoice_id","issued_at");--> statement-breakpoint
CREATE TABLE "credit_note_pdfs" (
	"credit_note_id" uuid PRIMARY KEY NOT NULL,
	"pdf" bytea NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_note_pdfs" ADD CONSTRAINT "credit_note_pdfs_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;
