CREATE TABLE "directory_entries" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"sort_name" text NOT NULL,
	"country" text,
	"city" text,
	"disciplines" text[] NOT NULL,
	"verified" boolean NOT NULL,
	"cover_item_id" uuid,
	"item_count" integer NOT NULL,
	"popularity" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "directory_entries" ADD CONSTRAINT "directory_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_entries" ADD CONSTRAINT "directory_entries_cover_item_id_portfolio_items_id_fk" FOREIGN KEY ("cover_item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_entries_newest_idx" ON "directory_entries" USING btree ("joined_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "directory_entries_popular_idx" ON "directory_entries" USING btree ("popularity" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "directory_entries_name_idx" ON "directory_entries" USING btree ("sort_name","user_id");--> statement-breakpoint
CREATE INDEX "directory_entries_search_idx" ON "directory_entries" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "directory_entries_disciplines_idx" ON "directory_entries" USING gin ("disciplines");--> statement-breakpoint
CREATE INDEX "directory_entries_country_idx" ON "directory_entries" USING btree ("country");--> statement-breakpoint
CREATE INDEX "directory_entries_name_trgm_idx" ON "directory_entries" USING gin ("sort_name" gin_trgm_ops);