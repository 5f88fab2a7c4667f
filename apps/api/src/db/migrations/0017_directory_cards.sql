-- Each listed designer's card is kept in the directory's read model, written by the same function
-- that writes the rest of the row, so a page is one index scan on directory_entries with no join to
-- users or the cover item: the joins were most of an uncached page's database time.
-- Named card_json, not card: the previous release's page statement names its sub-select card, and
-- PostgreSQL would take a column of that name for it, failing that release's pages while both
-- releases serve during a rolling restart.
ALTER TABLE "directory_entries" ADD COLUMN "card_json" json;
--> statement-breakpoint
-- The card as the directory sends it (DesignerCard, its fields in its order). The cover's images
-- are its public_images, kept by the database whenever its variants change.
CREATE OR REPLACE FUNCTION directory_card(designer users, cover portfolio_items, item_count integer)
RETURNS json
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT row_to_json(card) FROM (SELECT
    designer.id AS id,
    designer.full_name AS "fullName",
    designer.profile_picture AS "profilePicture",
    designer.country,
    designer.city,
    designer.disciplines,
    designer.verified,
    CASE WHEN cover.id IS NULL THEN NULL ELSE (SELECT row_to_json(cover_card) FROM (SELECT
      cover.id AS "itemId",
      cover.title,
      cover.public_images AS images,
      cover.width,
      cover.height,
      cover.thumbhash) cover_card) END AS cover,
    item_count AS "itemCount") card
$$;
--> statement-breakpoint
-- A designer is listed when they are a member, not suspended, with at least one ready item. The
-- cover is the item they chose (one at most, by a unique index), else their first ready item.
CREATE OR REPLACE FUNCTION refresh_directory_entry(target uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_entries AS entry (
    user_id, full_name, sort_name, country, city, disciplines, verified,
    cover_item_id, item_count, popularity, joined_at, search_vector, card_json
  )
  SELECT
    u.id, u.full_name, lower(u.full_name), u.country, u.city, u.disciplines, u.verified,
    (cover.item).id, stats.item_count, stats.like_total, u.created_at,
    setweight(to_tsvector('simple', u.full_name), 'A')
      || setweight(to_tsvector('simple', concat_ws(' ',
           array_to_string(u.disciplines, ' '), u.city, u.country, stats.tags)), 'B')
      || setweight(to_tsvector('simple', stats.titles), 'C')
      || setweight(to_tsvector('english', coalesce(u.bio, '')), 'D'),
    directory_card(u, cover.item, stats.item_count)
  FROM users u
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS item_count,
           coalesce(sum(i.like_count), 0)::int AS like_total,
           coalesce(string_agg(coalesce(i.title, ''), ' '), '') AS titles,
           coalesce(string_agg(array_to_string(i.tags, ' '), ' '), '') AS tags
    FROM portfolio_items i
    WHERE i.user_id = u.id AND i.status = 'ready'
  ) stats
  LEFT JOIN LATERAL (
    SELECT i AS item FROM portfolio_items i
    WHERE i.user_id = u.id AND i.status = 'ready'
    ORDER BY i.is_cover DESC, i.position, i.created_at DESC
    LIMIT 1
  ) cover ON true
  WHERE u.id = target AND u.role = 'member' AND u.suspended_at IS NULL AND stats.item_count > 0
  ON CONFLICT (user_id) DO UPDATE SET
    full_name = excluded.full_name,
    sort_name = excluded.sort_name,
    country = excluded.country,
    city = excluded.city,
    disciplines = excluded.disciplines,
    verified = excluded.verified,
    cover_item_id = excluded.cover_item_id,
    item_count = excluded.item_count,
    popularity = excluded.popularity,
    joined_at = excluded.joined_at,
    search_vector = excluded.search_vector,
    card_json = excluded.card_json;

  IF NOT FOUND THEN
    DELETE FROM directory_entries WHERE user_id = target;
  END IF;
END $$;
--> statement-breakpoint
UPDATE directory_entries entry
SET card_json = directory_card(u, (SELECT i FROM portfolio_items i WHERE i.id = entry.cover_item_id), entry.item_count)
FROM users u
WHERE u.id = entry.user_id;
--> statement-breakpoint
ALTER TABLE "directory_entries" ALTER COLUMN "card_json" SET NOT NULL;
--> statement-breakpoint
-- The card shows the profile picture, so a new one refreshes the entry as the name does.
DROP TRIGGER directory_follow_user ON users;
--> statement-breakpoint
CREATE TRIGGER directory_follow_user
AFTER UPDATE ON users
FOR EACH ROW
WHEN (
  OLD.full_name IS DISTINCT FROM NEW.full_name
  OR OLD.profile_picture IS DISTINCT FROM NEW.profile_picture
  OR OLD.country IS DISTINCT FROM NEW.country
  OR OLD.city IS DISTINCT FROM NEW.city
  OR OLD.disciplines IS DISTINCT FROM NEW.disciplines
  OR OLD.verified IS DISTINCT FROM NEW.verified
  OR OLD.bio IS DISTINCT FROM NEW.bio
  OR OLD.role IS DISTINCT FROM NEW.role
  OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at
)
EXECUTE FUNCTION directory_follow_user();
--> statement-breakpoint
-- An item's variants, size and placeholder are on its card when it is the cover, so a change to
-- them refreshes the entry; a like still only moves popularity, and a view changes nothing listed.
CREATE OR REPLACE FUNCTION directory_follow_item() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.user_id = NEW.user_id AND OLD.status = NEW.status AND OLD.is_cover = NEW.is_cover
     AND OLD.title IS NOT DISTINCT FROM NEW.title AND OLD.tags = NEW.tags
     AND OLD.position = NEW.position AND OLD.variants = NEW.variants
     AND OLD.width = NEW.width AND OLD.height = NEW.height
     AND OLD.thumbhash IS NOT DISTINCT FROM NEW.thumbhash THEN
    IF OLD.like_count <> NEW.like_count AND NEW.status = 'ready' THEN
      UPDATE directory_entries
        SET popularity = popularity + (NEW.like_count - OLD.like_count)
        WHERE user_id = NEW.user_id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_directory_entry(OLD.user_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.user_id <> OLD.user_id) THEN
    PERFORM refresh_directory_entry(NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
