-- The directory read model follows users and portfolio items inside the writing transaction.
-- A designer is listed when they are a member, not suspended, with at least one ready item.
CREATE OR REPLACE FUNCTION refresh_directory_entry(target uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_entries AS entry (
    user_id, full_name, sort_name, country, city, disciplines, verified,
    cover_item_id, item_count, popularity, joined_at, search_vector
  )
  SELECT
    u.id, u.full_name, lower(u.full_name), u.country, u.city, u.disciplines, u.verified,
    coalesce(
      (SELECT i.id FROM portfolio_items i
        WHERE i.user_id = u.id AND i.status = 'ready' AND i.is_cover LIMIT 1),
      (SELECT i.id FROM portfolio_items i
        WHERE i.user_id = u.id AND i.status = 'ready'
        ORDER BY i.position, i.created_at DESC LIMIT 1)
    ),
    stats.item_count, stats.like_total, u.created_at,
    setweight(to_tsvector('simple', u.full_name), 'A')
      || setweight(to_tsvector('simple', concat_ws(' ',
           array_to_string(u.disciplines, ' '), u.city, u.country, stats.tags)), 'B')
      || setweight(to_tsvector('simple', stats.titles), 'C')
      || setweight(to_tsvector('english', coalesce(u.bio, '')), 'D')
  FROM users u
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS item_count,
           coalesce(sum(i.like_count), 0)::int AS like_total,
           coalesce(string_agg(coalesce(i.title, ''), ' '), '') AS titles,
           coalesce(string_agg(array_to_string(i.tags, ' '), ' '), '') AS tags
    FROM portfolio_items i
    WHERE i.user_id = u.id AND i.status = 'ready'
  ) stats
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
    search_vector = excluded.search_vector;

  IF NOT FOUND THEN
    DELETE FROM directory_entries WHERE user_id = target;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_follow_user() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_directory_entry(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER directory_follow_user
AFTER UPDATE ON users
FOR EACH ROW
WHEN (
  OLD.full_name IS DISTINCT FROM NEW.full_name
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
-- A like only moves popularity: an atomic increment stays exact when many likes land at once,
-- where recomputing the sum in two concurrent transactions could lose one of them.
CREATE OR REPLACE FUNCTION directory_follow_item() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.user_id = NEW.user_id AND OLD.status = NEW.status AND OLD.is_cover = NEW.is_cover
     AND OLD.title IS NOT DISTINCT FROM NEW.title AND OLD.tags = NEW.tags
     AND OLD.position = NEW.position THEN
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
--> statement-breakpoint
CREATE TRIGGER directory_follow_item
AFTER INSERT OR UPDATE OR DELETE ON portfolio_items
FOR EACH ROW
EXECUTE FUNCTION directory_follow_item();
--> statement-breakpoint
-- The searchable vocabulary (names, places, disciplines, tags and titles; not bios) for
-- correcting misspelt searches. Words are only added: a stale one matches nobody, which is harmless.
CREATE OR REPLACE FUNCTION directory_remember_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_words (word)
  SELECT lexeme FROM unnest(NEW.search_vector)
  WHERE length(lexeme) >= 3 AND weights && ARRAY['A', 'B', 'C']
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER directory_remember_words
AFTER INSERT OR UPDATE OF search_vector ON directory_entries
FOR EACH ROW
EXECUTE FUNCTION directory_remember_words();
