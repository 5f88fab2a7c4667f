-- Resumable uploads that are under way: each one's declared length counts against its member's
-- storage quota, next to the originals kept, until it becomes an item, is abandoned or expires.
-- The row is written when the upload is created, under the member's row lock, so two creations
-- cannot both pass the quota or the limit of open uploads.
CREATE TABLE "open_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open_uploads" ADD CONSTRAINT "open_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "open_uploads_user_expires_idx" ON "open_uploads" USING btree ("user_id","expires_at");
--> statement-breakpoint
CREATE INDEX "open_uploads_expires_idx" ON "open_uploads" USING btree ("expires_at");
