-- The language an invoice was issued in: its description is written in it and its PDF drawn in
-- it. Every invoice issued before there was a choice was written in English.
ALTER TABLE "invoices" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
