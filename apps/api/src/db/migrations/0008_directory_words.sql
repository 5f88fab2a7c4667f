CREATE TABLE "directory_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "directory_words_trgm_idx" ON "directory_words" USING gin ("word" gin_trgm_ops);