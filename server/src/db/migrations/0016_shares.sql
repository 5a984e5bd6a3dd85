CREATE TABLE "shares" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"customer_id" char(24) NOT NULL,
	"conversation_id" char(24) NOT NULL,
	"token" text NOT NULL,
	"name" text NOT NULL,
	"messages" jsonb NOT NULL,
	"message_count" integer NOT NULL,
	"include_files" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "billable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shares_token_key" ON "shares" USING btree ("token");--> statement-breakpoint
CREATE INDEX "shares_customer_idx" ON "shares" USING btree ("customer_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shares_live_conversation_key" ON "shares" USING btree ("conversation_id") WHERE "shares"."revoked_at" is null;