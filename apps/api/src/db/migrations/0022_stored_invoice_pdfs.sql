-- Each invoice's PDF as first drawn, kept so a later download or receipt sends the same bytes
-- without drawing again: an issued invoice does not change (a correction is a new document).
-- One per status the invoice was drawn in: a refund prints REFUNDED, which is another drawing.
CREATE TABLE "invoice_pdfs" (
	"invoice_id" uuid NOT NULL,
	"status" text NOT NULL,
	"pdf" bytea NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_pdfs_invoice_id_status_pk" PRIMARY KEY("invoice_id","status"),
	CONSTRAINT "invoice_pdfs_status_check" CHECK ("invoice_pdfs"."status" in ('paid', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "invoice_pdfs" ADD CONSTRAINT "invoice_pdfs_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
