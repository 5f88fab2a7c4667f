-- The language a member reads the product and its e-mails in. Everyone who joined before there
-- was a choice reads English, the product's language until then.
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
