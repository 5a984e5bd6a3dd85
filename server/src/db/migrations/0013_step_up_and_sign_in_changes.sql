CREATE TABLE "sign_in_changes" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"customer_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"previous" jsonb NOT NULL,
	"undo_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reauthentication_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_changes" ADD CONSTRAINT "sign_in_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_changes_token_key" ON "sign_in_changes" USING btree ("undo_token_hash");--> statement-breakpoint
CREATE INDEX "sign_in_changes_customer_idx" ON "sign_in_changes" USING btree ("customer_id","created_at");