-- Each member's feed written ahead: a row per work of each designer they follow, so a page of the
-- feed is one range of one index, whatever the number of designers followed (reading each
-- followed designer's newest works took 500 index probes for 500 designers). Rows go with the
-- member, and with the work when it leaves the works read model (made private, suspended, deleted).
CREATE TABLE "feed_items" (
	"member_id" uuid NOT NULL,
	"designer_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_items_member_id_designer_id_item_id_pk" PRIMARY KEY("member_id","designer_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_item_id_works_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."works"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_items_member_newest_idx" ON "feed_items" USING btree ("member_id","created_at" DESC NULLS FIRST,"item_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feed_items_item_idx" ON "feed_items" USING btree ("item_id");--> statement-breakpoint
-- A work listed reaches the feeds of its designer's followers; a work whose time or designer changes
-- is written again.
CREATE OR REPLACE FUNCTION feed_follow_work() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM feed_items WHERE item_id = OLD.item_id;
  END IF;
  INSERT INTO feed_items (member_id, designer_id, item_id, created_at)
  SELECT f.follower_id, NEW.user_id, NEW.item_id, NEW.created_at
  FROM follows f WHERE f.followed_id = NEW.user_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER feed_follow_work
AFTER INSERT ON works
FOR EACH ROW EXECUTE FUNCTION feed_follow_work();
--> statement-breakpoint
CREATE TRIGGER feed_follow_work_moved
AFTER UPDATE OF created_at, user_id ON works
FOR EACH ROW
WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
EXECUTE FUNCTION feed_follow_work();
--> statement-breakpoint
-- A follow brings the designer's listed works into the follower's feed; an unfollow takes them out.
CREATE OR REPLACE FUNCTION feed_follow_follows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM feed_items WHERE member_id = OLD.follower_id AND designer_id = OLD.followed_id;
  ELSE
    INSERT INTO feed_items (member_id, designer_id, item_id, created_at)
    SELECT NEW.follower_id, w.user_id, w.item_id, w.created_at
    FROM works w WHERE w.user_id = NEW.followed_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER feed_follow_follows
AFTER INSERT OR DELETE ON follows
FOR EACH ROW EXECUTE FUNCTION feed_follow_follows();
--> statement-breakpoint
-- The feeds of the follows made before this migration.
INSERT INTO feed_items (member_id, designer_id, item_id, created_at)
SELECT f.follower_id, w.user_id, w.item_id, w.created_at
FROM follows f JOIN works w ON w.user_id = f.followed_id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Statistics for the rows just written: without them the feed's page is planned as a scan of all
-- of a member's rows, sorted, rather than the first rows of the index.
ANALYZE feed_items;
