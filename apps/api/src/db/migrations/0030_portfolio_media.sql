-- A portfolio item holds 1–20 images. Each image is a row here, in order, the first the cover; the
-- item keeps a copy of its cover's image columns so lists and the directory still read one row.
-- Every existing item becomes a project of one image, under the item's own id, so the variant files
-- already stored (public/p/<id>-…) and any variants job still queued for the item stay valid.
CREATE TABLE "portfolio_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumbhash" text,
	"original_key" text NOT NULL,
	"original_bytes" integer DEFAULT 0 NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"public_images" json GENERATED ALWAYS AS (portfolio_public_images(variants)) STORED NOT NULL,
	"caption" text,
	"alt" text,
	"palette" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_media" ADD CONSTRAINT "portfolio_media_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_media" ADD CONSTRAINT "portfolio_media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_media_item_position_idx" ON "portfolio_media" USING btree ("item_id","position");--> statement-breakpoint
CREATE INDEX "portfolio_media_user_idx" ON "portfolio_media" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "portfolio_media" ("id", "item_id", "user_id", "position", "status", "width", "height", "thumbhash",
  "original_key", "original_bytes", "variants", "alt", "created_at", "updated_at")
SELECT "id", "id", "user_id", 0, "status", "width", "height", "thumbhash",
  "original_key", "original_bytes", "variants", NULL, "created_at", "updated_at"
FROM "portfolio_items";
