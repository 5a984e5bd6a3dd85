-- Full-text search over every message (issue 20). Written by hand: drizzle cannot express a
-- trigger, and the two columns are deliberately not in schema.ts (see the comment on `chats`
-- there): every `select()` and `returning()` of a chat (the turn, history, the list) would
-- otherwise carry the tsvector, as large as the text itself.
--
-- search_config: the text search configuration of the customer's language when the row was
-- written, set by the trigger below on EVERY insert (chat turns, imports, shared copies), so no
-- insert path has to know about search. A customer who changes language keeps older rows in the
-- language they were written in; a search builds its query in each row's own configuration.
ALTER TABLE "chats" ADD COLUMN "search_config" regconfig DEFAULT 'english' NOT NULL;--> statement-breakpoint
-- The configuration of an interface language (en, es, it, ro, fr), for the backfill and the trigger.
CREATE FUNCTION "search_config_of"(locale text) RETURNS regconfig LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE locale
    WHEN 'es' THEN 'spanish'::regconfig WHEN 'it' THEN 'italian'::regconfig
    WHEN 'ro' THEN 'romanian'::regconfig WHEN 'fr' THEN 'french'::regconfig
    ELSE 'english'::regconfig END
$$;--> statement-breakpoint
UPDATE "chats" SET "search_config" = search_config_of("customers"."locale")
  FROM "customers" WHERE "customers"."id" = "chats"."customer_id" AND "customers"."locale" IN ('es', 'it', 'ro', 'fr');--> statement-breakpoint
-- The question weighs A and the answer B: a hit can tell which of the two it was found in. An
-- answer still streaming is indexed once it ends: its checkpoints rewrite `output` every second
-- (CHAT_CHECKPOINT_MS), and each would parse the whole answer so far again and change an indexed
-- value, so no update could be HOT. Measured on PostgreSQL, 60 checkpoints of an answer growing to
-- 99,000 characters: 326 ms with the answer indexed while pending, 13 ms without.
ALTER TABLE "chats" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector("search_config", coalesce("input"->>'content', '')), 'A')
  || setweight(to_tsvector("search_config", CASE WHEN "status" = 'pending' THEN '' ELSE coalesce("output"->>'content', '') END), 'B')
) STORED;--> statement-breakpoint
CREATE INDEX "chats_search_idx" ON "chats" USING gin ("search_vector");--> statement-breakpoint
-- A search of a common word walks a customer's rows of one configuration newest first and stops at
-- a page of hits; the id orders rows of the same instant, as the cursor does.
CREATE INDEX "chats_search_recent_idx" ON "chats" USING btree ("customer_id", "search_config", "created_at", "id");--> statement-breakpoint
CREATE FUNCTION "chats_search_config"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_config := coalesce((SELECT search_config_of(c.locale) FROM customers c WHERE c.id = NEW.customer_id), 'english'::regconfig);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "chats_search_config" BEFORE INSERT ON "chats" FOR EACH ROW EXECUTE FUNCTION "chats_search_config"();
