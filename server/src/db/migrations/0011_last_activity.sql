DROP INDEX "conversations_customer_idx";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Until now the last update stood for the last activity.
UPDATE "conversations" SET "last_activity_at" = "updated_at";--> statement-breakpoint
CREATE INDEX "conversations_customer_activity_idx" ON "conversations" USING btree ("customer_id","last_activity_at");