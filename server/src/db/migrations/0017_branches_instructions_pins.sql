ALTER TABLE "chats" ADD COLUMN "parent_id" char(24);--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "current_version" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "on_branch" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "instructions" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "instructions_about" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "instructions_style" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "instructions_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "chats_parent_idx" ON "chats" USING btree ("parent_id");--> statement-breakpoint
-- Every exchange written before versions existed is one branch: each one's parent is the exchange
-- before it in its conversation (or in the general chat), all of them current and on the branch.
UPDATE "chats" SET "parent_id" = "ordered"."previous"
FROM (
	SELECT "id", lag("id") OVER (PARTITION BY "customer_id", "conversation_id" ORDER BY "created_at", "id") AS "previous"
	FROM "chats"
) AS "ordered"
WHERE "chats"."id" = "ordered"."id" AND "ordered"."previous" IS NOT NULL;
