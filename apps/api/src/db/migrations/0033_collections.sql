-- Collections: a member's named sets of other designers' works, public or private.
-- item_count is the exact number of its rows in collection_items, written under a lock on the
-- collection's row by every change to them, so a card shows it without counting.
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"visibility" text NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "collections_visibility_check" CHECK ("visibility" IN ('public', 'private'))
);
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A member's collections, most recently changed first.
CREATE INDEX "collections_user_updated_idx" ON "collections" USING btree ("user_id", "updated_at" DESC NULLS FIRST, "id" DESC NULLS FIRST);--> statement-breakpoint
CREATE TABLE "collection_items" (
	"collection_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "collection_items_collection_id_item_id_pk" PRIMARY KEY("collection_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A collection's items newest first, page after page.
CREATE INDEX "collection_items_newest_idx" ON "collection_items" USING btree ("collection_id", "added_at" DESC NULLS FIRST, "item_id" DESC NULLS FIRST);--> statement-breakpoint
-- Which collections hold an item (the Save dialog's ticks), and the cascade when it is deleted.
CREATE INDEX "collection_items_item_idx" ON "collection_items" USING btree ("item_id");--> statement-breakpoint
-- A deleted item leaves its collections: their counts follow, as every other change to them does.
CREATE OR REPLACE FUNCTION collections_recount() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE collections SET item_count = item_count - 1 WHERE id = OLD.collection_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER collection_items_follow_deleted_item
AFTER DELETE ON collection_items
FOR EACH ROW WHEN (pg_trigger_depth() > 0)
EXECUTE FUNCTION collections_recount();
