-- The member's data saver: small images, nothing loaded off screen, galleries on demand. Off for
-- everyone until they turn it on (their browser's Save-Data still counts meanwhile).
ALTER TABLE "users" ADD COLUMN "data_saver" boolean DEFAULT false NOT NULL;
