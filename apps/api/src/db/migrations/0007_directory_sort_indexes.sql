DROP INDEX "directory_entries_newest_idx";--> statement-breakpoint
DROP INDEX "directory_entries_popular_idx";--> statement-breakpoint
CREATE INDEX "directory_entries_newest_idx" ON "directory_entries" USING btree ("joined_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "directory_entries_popular_idx" ON "directory_entries" USING btree ("popularity" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);