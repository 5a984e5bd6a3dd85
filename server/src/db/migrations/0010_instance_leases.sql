CREATE TABLE "instance_leases" (
	"id" text PRIMARY KEY NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "chats_pending_idx";--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "instance_id" text;--> statement-breakpoint
CREATE INDEX "chats_pending_instance_idx" ON "chats" USING btree ("instance_id","created_at") WHERE "chats"."status" = 'pending';