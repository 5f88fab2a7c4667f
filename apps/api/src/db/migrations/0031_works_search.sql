-- Finding work: a read model of the works the public may find (ready items of listed designers),
-- with their full-text document, and an index of their palette colours by region of OKLab, both
-- kept by triggers in the same transaction as the rows they follow, like directory_entries.
--
-- A colour as OKLab (lightness, a, b) from '#rrggbb'. The same matrices as the API's colour module:
-- the palettes are written as hex by the variants job and placed in OKLab here, so every writer
-- (the job, an import, the scale seed) is indexed the same way.
CREATE OR REPLACE FUNCTION oklab_of_hex(hex text) RETURNS double precision[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  channel double precision;
  linear double precision[] := '{}';
  long double precision;
  medium double precision;
  short double precision;
BEGIN
  IF hex IS NULL OR hex !~* '^#[0-9a-f]{6}$' THEN
    RETURN NULL;
  END IF;
  FOR step IN 0..2 LOOP
    channel := ('x' || substr(hex, 2 + step * 2, 2))::bit(8)::int / 255.0;
    linear := linear || CASE WHEN channel <= 0.04045 THEN channel / 12.92
                             ELSE ((channel + 0.055) / 1.055) ^ 2.4 END;
  END LOOP;
  long := cbrt(0.4122214708 * linear[1] + 0.5363325363 * linear[2] + 0.0514459929 * linear[3]);
  medium := cbrt(0.2119034982 * linear[1] + 0.6806995451 * linear[2] + 0.1073969566 * linear[3]);
  short := cbrt(0.0883024619 * linear[1] + 0.2817188376 * linear[2] + 0.6299787005 * linear[3]);
  RETURN ARRAY[
    0.2104542553 * long + 0.793617785 * medium - 0.0040720468 * short,
    1.9779984951 * long - 2.428592205 * medium + 0.4505937099 * short,
    0.0259040371 * long + 0.7827717662 * medium - 0.808675766 * short
  ];
END $$;
--> statement-breakpoint
-- The cube of OKLab a colour falls in: cubes of side 0.04 (about two just-noticeable differences),
-- lightness 0–1 in 26 steps, a and b from -0.4 to 0.4 in 20 steps each (sRGB stays within ±0.32).
-- A colour search reads only the cubes near the asked colour, each through its own index range,
-- so its cost does not grow with the number of works. The API computes the cubes to read with the
-- same numbers (modules/works/colour-cells.ts).
CREATE OR REPLACE FUNCTION oklab_cell(lab double precision[]) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (least(25, greatest(0, floor(lab[1] / 0.04)))::int * 20
          + least(19, greatest(0, floor((lab[2] + 0.4) / 0.04)))::int) * 20
          + least(19, greatest(0, floor((lab[3] + 0.4) / 0.04)))::int
$$;
--> statement-breakpoint
-- One row per work the public may find: a ready item whose owner is listed in the directory. The
-- card's fields are kept here (the designer's too), so a page is one index scan with no join to
-- items, users or the directory; tags_key holds the tags lower-cased for the tag filter.
CREATE TABLE "works" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text,
	"category" text,
	"tags" text[] NOT NULL,
	"tags_key" text[] NOT NULL,
	"images" json NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumbhash" text,
	"image_count" integer NOT NULL,
	"like_count" integer NOT NULL,
	"view_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"designer" json NOT NULL,
	"search_vector" tsvector NOT NULL
);
--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The two sorts, each an index scan that starts right after the previous page's last work. DESC
-- NULLS FIRST is what ORDER BY … DESC means; an index in another null order cannot serve it.
CREATE INDEX "works_newest_idx" ON "works" USING btree ("created_at" DESC NULLS FIRST, "item_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "works_popular_idx" ON "works" USING btree ("like_count" DESC NULLS FIRST, "created_at" DESC NULLS FIRST, "item_id" DESC NULLS FIRST);--> statement-breakpoint
-- A category is the common filter: its works come straight off this index, newest first.
CREATE INDEX "works_category_newest_idx" ON "works" USING btree ("category", "created_at" DESC NULLS FIRST, "item_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "works_tags_idx" ON "works" USING gin ("tags_key");--> statement-breakpoint
-- Titles, tags and descriptions: the one full-text index every word of a search is answered by.
CREATE INDEX "works_search_idx" ON "works" USING gin ("search_vector");--> statement-breakpoint
-- A designer joining, leaving or renamed touches their works through this.
CREATE INDEX "works_user_idx" ON "works" USING btree ("user_id");--> statement-breakpoint
-- Each work's palette colours by cube: one row per work and cube (the colour of its images with
-- the largest share there), only colours covering at least a tenth of a ready image, so a speck
-- of blue does not make a red poster a blue work. created_at is the work's, for newest first.
CREATE TABLE "work_colours" (
	"item_id" uuid NOT NULL,
	"cell" integer NOT NULL,
	"color" text NOT NULL,
	"l" real NOT NULL,
	"a" real NOT NULL,
	"b" real NOT NULL,
	"share" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_colours_item_id_cell_pk" PRIMARY KEY("item_id","cell")
);
--> statement-breakpoint
ALTER TABLE "work_colours" ADD CONSTRAINT "work_colours_item_id_works_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."works"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A colour search reads each nearby cube newest first through this index, a few rows per cube.
CREATE INDEX "work_colours_cell_newest_idx" ON "work_colours" USING btree ("cell", "created_at" DESC NULLS FIRST, "item_id" DESC NULLS FIRST);--> statement-breakpoint
-- A work is findable when its item is ready and its owner is listed; its colours are those of its
-- ready images. Writes the row and its colours from the current state, or removes them.
CREATE OR REPLACE FUNCTION refresh_work(target uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO works AS work (
    item_id, user_id, title, category, tags, tags_key, images, width, height, thumbhash,
    image_count, like_count, view_count, created_at, designer, search_vector
  )
  SELECT
    i.id, i.user_id, i.title, i.category, i.tags,
    ARRAY(SELECT lower(tag) FROM unnest(i.tags) tag), i.public_images, i.width, i.height, i.thumbhash,
    greatest(1, (SELECT count(*) FROM portfolio_media m WHERE m.item_id = i.id AND m.status = 'ready'))::int,
    i.like_count, i.view_count, i.created_at,
    json_build_object('id', entry.user_id, 'fullName', entry.full_name,
      'profilePicture', entry.card_json->'profilePicture', 'verified', entry.verified),
    setweight(to_tsvector('simple', coalesce(i.title, '')), 'A')
      || setweight(to_tsvector('english', coalesce(i.title, '')), 'A')
      || setweight(to_tsvector('simple', array_to_string(i.tags, ' ')), 'B')
      || setweight(to_tsvector('english', coalesce(i.description, '')), 'C')
  FROM portfolio_items i
  JOIN directory_entries entry ON entry.user_id = i.user_id
  WHERE i.id = target AND i.status = 'ready'
  ON CONFLICT (item_id) DO UPDATE SET
    user_id = excluded.user_id,
    title = excluded.title,
    category = excluded.category,
    tags = excluded.tags,
    tags_key = excluded.tags_key,
    images = excluded.images,
    width = excluded.width,
    height = excluded.height,
    thumbhash = excluded.thumbhash,
    image_count = excluded.image_count,
    like_count = excluded.like_count,
    view_count = excluded.view_count,
    created_at = excluded.created_at,
    designer = excluded.designer,
    search_vector = excluded.search_vector;

  IF NOT FOUND THEN
    DELETE FROM works WHERE item_id = target;
    RETURN;
  END IF;

  DELETE FROM work_colours WHERE item_id = target;
  INSERT INTO work_colours (item_id, cell, color, l, a, b, share, created_at)
  SELECT DISTINCT ON (oklab_cell(colour.lab))
    target, oklab_cell(colour.lab), colour.color, colour.lab[1], colour.lab[2], colour.lab[3],
    colour.share, colour.created_at
  FROM (
    SELECT lower(entry.color) AS color, entry.share, oklab_of_hex(entry.color) AS lab, i.created_at
    FROM portfolio_items i
    JOIN portfolio_media m ON m.item_id = i.id AND m.status = 'ready'
    CROSS JOIN LATERAL jsonb_to_recordset(
      CASE WHEN jsonb_typeof(m.palette) = 'array' THEN m.palette ELSE '[]'::jsonb END
    ) AS entry(color text, share double precision)
    WHERE i.id = target AND entry.share >= 0.1
  ) colour
  WHERE colour.lab IS NOT NULL
  ORDER BY oklab_cell(colour.lab), colour.share DESC, colour.color;
END $$;
--> statement-breakpoint
-- An item's likes and views only move its counts; anything else may change whether and how it is
-- found. A deleted item's work goes with it (foreign key).
CREATE OR REPLACE FUNCTION works_follow_item() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.user_id = NEW.user_id AND OLD.status = NEW.status
     AND OLD.title IS NOT DISTINCT FROM NEW.title
     AND OLD.description IS NOT DISTINCT FROM NEW.description
     AND OLD.category IS NOT DISTINCT FROM NEW.category AND OLD.tags = NEW.tags
     AND OLD.variants = NEW.variants AND OLD.width = NEW.width AND OLD.height = NEW.height
     AND OLD.thumbhash IS NOT DISTINCT FROM NEW.thumbhash AND OLD.created_at = NEW.created_at THEN
    IF OLD.like_count <> NEW.like_count OR OLD.view_count <> NEW.view_count THEN
      UPDATE works SET like_count = NEW.like_count, view_count = NEW.view_count
        WHERE item_id = NEW.id;
    END IF;
    RETURN NULL;
  END IF;
  PERFORM refresh_work(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER works_follow_item
AFTER INSERT OR UPDATE ON portfolio_items
FOR EACH ROW EXECUTE FUNCTION works_follow_item();
--> statement-breakpoint
-- An image becoming ready, getting its palette or going changes the work's images and colours.
CREATE OR REPLACE FUNCTION works_follow_media() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.palette IS NOT DISTINCT FROM NEW.palette
     AND OLD.item_id = NEW.item_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_work(OLD.item_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.item_id <> OLD.item_id) THEN
    PERFORM refresh_work(NEW.item_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER works_follow_media
AFTER INSERT OR UPDATE OR DELETE ON portfolio_media
FOR EACH ROW EXECUTE FUNCTION works_follow_media();
--> statement-breakpoint
-- A designer listed makes their ready items findable, one delisted (suspended, no longer a member,
-- no ready item left) takes them away, and a new name, picture or badge is shown on their works.
CREATE OR REPLACE FUNCTION works_follow_directory() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM works WHERE user_id = OLD.user_id;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM refresh_work(i.id) FROM portfolio_items i WHERE i.user_id = NEW.user_id AND i.status = 'ready';
  ELSE
    UPDATE works SET designer = json_build_object('id', NEW.user_id, 'fullName', NEW.full_name,
        'profilePicture', NEW.card_json->'profilePicture', 'verified', NEW.verified)
      WHERE user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER works_follow_directory
AFTER INSERT OR DELETE ON directory_entries
FOR EACH ROW EXECUTE FUNCTION works_follow_directory();
--> statement-breakpoint
-- Popularity moves with every like; only what a work's card shows of its designer refreshes them.
CREATE TRIGGER works_follow_designer
AFTER UPDATE ON directory_entries
FOR EACH ROW
WHEN (
  OLD.full_name IS DISTINCT FROM NEW.full_name
  OR OLD.verified IS DISTINCT FROM NEW.verified
  OR (OLD.card_json->>'profilePicture') IS DISTINCT FROM (NEW.card_json->>'profilePicture')
)
EXECUTE FUNCTION works_follow_directory();
--> statement-breakpoint
-- The works there are already.
SELECT refresh_work(i.id)
FROM portfolio_items i
JOIN directory_entries entry ON entry.user_id = i.user_id
WHERE i.status = 'ready';
