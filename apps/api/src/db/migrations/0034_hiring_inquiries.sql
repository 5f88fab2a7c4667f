-- What a designer is open to (freelance, full-time, collaboration, commissions), a line about rates
-- and availability, and a WhatsApp number in E.164 (never shown publicly: the API redirects to it).
ALTER TABLE "users" ADD COLUMN "open_to" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hire_note" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp" text;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_open_to_kinds" CHECK (
  "open_to" <@ ARRAY['freelance', 'full-time', 'collaboration', 'commissions']::text[]
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_hire_note_length" CHECK (char_length("hire_note") <= 200);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_whatsapp_e164" CHECK ("whatsapp" ~ '^\+[1-9][0-9]{7,14}$');
--> statement-breakpoint
-- The directory filters on it: the read model carries it, written by the same function as the rest.
ALTER TABLE "directory_entries" ADD COLUMN "open_to" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- Designers open to any of the kinds asked for (`&&`). Few designers are open to nothing listed,
-- so most pages come straight off the sort's index; the GIN index answers the rare kind.
CREATE INDEX "directory_entries_open_to_idx" ON "directory_entries" USING gin ("open_to");
--> statement-breakpoint
-- As in 0017_directory_cards.sql, with open_to.
CREATE OR REPLACE FUNCTION refresh_directory_entry(target uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_entries AS entry (
    user_id, full_name, sort_name, country, city, disciplines, verified,
    cover_item_id, item_count, popularity, joined_at, search_vector, card_json, open_to
  )
  SELECT
    u.id, u.full_name, lower(u.full_name), u.country, u.city, u.disciplines, u.verified,
    (cover.item).id, stats.item_count, stats.like_total, u.created_at,
    setweight(to_tsvector('simple', u.full_name), 'A')
      || setweight(to_tsvector('simple', concat_ws(' ',
           array_to_string(u.disciplines, ' '), u.city, u.country, stats.tags)), 'B')
      || setweight(to_tsvector('simple', stats.titles), 'C')
      || setweight(to_tsvector('english', coalesce(u.bio, '')), 'D'),
    directory_card(u, cover.item, stats.item_count),
    u.open_to
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
    card_json = excluded.card_json,
    open_to = excluded.open_to;

  IF NOT FOUND THEN
    DELETE FROM directory_entries WHERE user_id = target;
  END IF;
END $$;
--> statement-breakpoint
-- A change of what the designer is open to refreshes their entry as a change of name does.
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
  OR OLD.open_to IS DISTINCT FROM NEW.open_to
)
EXECUTE FUNCTION directory_follow_user();
--> statement-breakpoint
-- Messages sent to a designer through their profile or a project page. The sender's address is
-- only ever a Reply-To: nothing is sent to it. The client address is kept as a hash, enough to see
-- that several messages came from one place, never the address itself.
CREATE TABLE "inquiries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "designer_id" uuid NOT NULL,
  "sender_name" text NOT NULL,
  "sender_email" text NOT NULL,
  "sender_user_id" uuid,
  "kind" text NOT NULL,
  "budget" text,
  "message" text NOT NULL,
  "status" text DEFAULT 'new' NOT NULL,
  "client_address_hash" text NOT NULL,
  "item_id" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "inquiries_kind_check" CHECK ("kind" IN ('freelance', 'full-time', 'collaboration', 'commissions')),
  CONSTRAINT "inquiries_status_check" CHECK ("status" IN ('new', 'replied', 'archived', 'spam'))
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- The designer's inbox, newest first.
CREATE INDEX "inquiries_designer_newest_idx" ON "inquiries" USING btree ("designer_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- What a deleted account or project sets to null is found by index, not by a scan.
CREATE INDEX "inquiries_sender_user_idx" ON "inquiries" USING btree ("sender_user_id") WHERE "sender_user_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "inquiries_item_idx" ON "inquiries" USING btree ("item_id") WHERE "item_id" IS NOT NULL;
--> statement-breakpoint
-- Senders a designer marked as spam: their later messages to that designer are dropped.
CREATE TABLE "inquiry_blocks" (
  "designer_id" uuid NOT NULL,
  "sender_email" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "inquiry_blocks_designer_id_sender_email_pk" PRIMARY KEY ("designer_id", "sender_email"),
  CONSTRAINT "inquiry_blocks_email_check" CHECK ("sender_email" = lower("sender_email"))
);
--> statement-breakpoint
ALTER TABLE "inquiry_blocks" ADD CONSTRAINT "inquiry_blocks_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
