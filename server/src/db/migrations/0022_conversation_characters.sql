-- Issue 37: a conversation's size, kept as it grows, so a send compares it to the limit instead of
-- counting. Every version's question and answer counts: what the conversation stores.
ALTER TABLE "conversations" ADD COLUMN "characters" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "conversations" AS "v" SET "characters" = "c"."characters"
FROM (
  SELECT "conversation_id", sum(char_length("input"->>'content') + coalesce(char_length("output"->>'content'), 0)) AS "characters"
  FROM "chats" WHERE "conversation_id" IS NOT NULL GROUP BY "conversation_id"
) AS "c"
WHERE "c"."conversation_id" = "v"."id";
