-- Issue 36: a scope's exchanges are walked newest first by created_at, then id (a send's leaf and
-- history, the chat list). The old index lacked the id, and the general chat's `conversation_id is
-- null` gives no ordered scan through it: every send read and sorted all of the scope's exchanges.
-- chats_conversation_idx leaves the general chat out: PGlite's planner, without statistics, took it
-- for the general chat's newest exchanges (every customer's general chat in one run of it).
DROP INDEX "chats_customer_conversation_idx";--> statement-breakpoint
DROP INDEX "chats_conversation_idx";--> statement-breakpoint
CREATE INDEX "chats_general_idx" ON "chats" USING btree ("customer_id","created_at","id") WHERE "chats"."conversation_id" is null;--> statement-breakpoint
CREATE INDEX "chats_customer_conversation_idx" ON "chats" USING btree ("customer_id","conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "chats_conversation_idx" ON "chats" USING btree ("conversation_id","created_at") WHERE "chats"."conversation_id" is not null;