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
--> statement-breakpoint
INSERT INTO directory_words (word)
SELECT DISTINCT lexeme FROM directory_entries, unnest(search_vector)
WHERE length(lexeme) >= 3 AND weights && ARRAY['A', 'B', 'C']
ON CONFLICT (word) DO NOTHING;
