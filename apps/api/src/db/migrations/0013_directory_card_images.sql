-- A portfolio item's public variants as the contract's images, JSON ready to send: smallest first,
-- AVIF before WebP at each width, each key under public/ served as /media/<rest of the key>.
-- A pure function of the stored variants, so the column below is kept by the database itself on
-- every write, and a directory page reads its covers' images instead of building them per card.
CREATE OR REPLACE FUNCTION portfolio_public_images(variants jsonb) RETURNS json
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce((
    SELECT ('[' || string_agg(row_to_json(image)::text, ',' ORDER BY image.width, image.format) || ']')::json
    FROM (
      SELECT '/media/' || substr(variant->>'key', 8) AS url,
        variant->'width' AS width, variant->'height' AS height, variant->>'format' AS format
      FROM jsonb_array_elements(variants) variant
      WHERE starts_with(variant->>'key', 'public/')
    ) image), '[]'::json)
$$;
--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "public_images" json GENERATED ALWAYS AS (portfolio_public_images(variants)) STORED NOT NULL;