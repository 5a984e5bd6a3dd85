-- Issue 37: a link's snapshot moves from one jsonb column into pages, so a public read takes one page
-- whatever the snapshot's size (links made before SHARE_MAX_CHARACTERS hold up to 88 MB).
CREATE TABLE "share_pages" (
	"share_id" char(24) NOT NULL,
	"page" integer NOT NULL,
	"exchanges" jsonb NOT NULL,
	CONSTRAINT "share_pages_share_id_page_pk" PRIMARY KEY("share_id","page")
);
--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "characters" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "pages" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "share_pages" ADD CONSTRAINT "share_pages_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The existing snapshots, cut about as the server cuts new ones (shares/pages.ts): a page is the
-- exchanges that start within the same 100,000 characters of the snapshot and the same run of 50,
-- so a page of a legacy link holds ~100,000 characters plus at most one exchange.
INSERT INTO "share_pages" ("share_id", "page", "exchanges")
SELECT "id", "page", jsonb_agg("value" ORDER BY "ord")
FROM (
  SELECT "id", "ord", "value",
    dense_rank() OVER (PARTITION BY "id" ORDER BY "before" / 100000, ("ord" - 1) / 50) - 1 AS "page"
  FROM (
    SELECT "s"."id", "x"."ord", "x"."value",
      sum("c"."characters") OVER (PARTITION BY "s"."id" ORDER BY "x"."ord") - "c"."characters" AS "before"
    FROM "shares" AS "s"
    CROSS JOIN LATERAL jsonb_array_elements("s"."messages") WITH ORDINALITY AS "x"("value", "ord")
    CROSS JOIN LATERAL (
      SELECT char_length("x"."value"->'input'->>'content') + coalesce(char_length("x"."value"->'output'->>'content'), 0) AS "characters"
    ) AS "c"
  ) AS "counted"
) AS "cut"
GROUP BY "id", "page";--> statement-breakpoint
-- An empty snapshot is one empty page, as the server writes it.
INSERT INTO "share_pages" ("share_id", "page", "exchanges")
SELECT "id", 0, '[]'::jsonb FROM "shares"
WHERE NOT EXISTS (SELECT 1 FROM "share_pages" AS "p" WHERE "p"."share_id" = "shares"."id");--> statement-breakpoint
UPDATE "shares" SET
  "pages" = (SELECT count(*) FROM "share_pages" AS "p" WHERE "p"."share_id" = "shares"."id"),
  "characters" = (
    SELECT coalesce(sum(char_length("x"->'input'->>'content') + coalesce(char_length("x"->'output'->>'content'), 0)), 0)
    FROM jsonb_array_elements("shares"."messages") AS "x"
  );--> statement-breakpoint
ALTER TABLE "shares" DROP COLUMN "messages";
