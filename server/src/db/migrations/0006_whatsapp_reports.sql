CREATE TABLE "reports" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"customer_id" char(24) NOT NULL,
	"chat_id" char(24) NOT NULL,
	"conversation_id" char(24),
	"content" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whatsapp_inbound" (
	"wamid" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_link_tokens" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"phone" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_links" (
	"customer_id" char(24) PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"conversation_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outgoing" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"wamid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_links" ADD CONSTRAINT "whatsapp_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_links" ADD CONSTRAINT "whatsapp_links_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_customer_idx" ON "reports" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_phone_idx" ON "whatsapp_inbound" USING btree ("phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_link_tokens_hash_key" ON "whatsapp_link_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "whatsapp_link_tokens_phone_idx" ON "whatsapp_link_tokens" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_links_phone_key" ON "whatsapp_links" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "whatsapp_outgoing_due_idx" ON "whatsapp_outgoing" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "whatsapp_outgoing_phone_idx" ON "whatsapp_outgoing" USING btree ("phone");