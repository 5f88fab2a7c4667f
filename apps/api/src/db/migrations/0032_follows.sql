-- Members following designers. A follow is kept to the millisecond, so the keyset cursors of the
-- followers and following lists (which carry milliseconds) name each row exactly. Deleting either
-- member deletes their follows; a suspended member's stay but are left out of lists and counts.
CREATE TABLE "follows" (
	"follower_id" uuid NOT NULL,
	"followed_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "follows_follower_id_followed_id_pk" PRIMARY KEY("follower_id","followed_id"),
	CONSTRAINT "follows_not_self" CHECK ("follower_id" <> "followed_id")
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_id_users_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Who a member follows, newest first: the following list, the count, and the feed's designers.
CREATE INDEX "follows_follower_newest_idx" ON "follows" USING btree ("follower_id","created_at" DESC NULLS FIRST,"followed_id" DESC NULLS FIRST);--> statement-breakpoint
-- A member's followers, newest first: the followers list and the count.
CREATE INDEX "follows_followed_newest_idx" ON "follows" USING btree ("followed_id","created_at" DESC NULLS FIRST,"follower_id" DESC NULLS FIRST);--> statement-breakpoint
-- The feed reads each followed designer's newest works from here, a few rows each, and merges
-- them: its cost grows with the designers followed, not with the works there are. It serves
-- what the index on user_id alone served, which it replaces.
CREATE INDEX "works_designer_newest_idx" ON "works" USING btree ("user_id","created_at" DESC NULLS FIRST,"item_id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX "works_user_idx";
