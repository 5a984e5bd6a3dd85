CREATE TABLE "dashboard_day_models" (
	"zone" text NOT NULL,
	"day" text NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"messages" integer NOT NULL,
	"prompt_tokens" bigint NOT NULL,
	"completion_tokens" bigint NOT NULL,
	"total_tokens" bigint NOT NULL,
	CONSTRAINT "dashboard_day_models_zone_day_provider_model_pk" PRIMARY KEY("zone","day","provider","model")
);
--> statement-breakpoint
CREATE TABLE "dashboard_days" (
	"zone" text NOT NULL,
	"day" text NOT NULL,
	"messages" integer NOT NULL,
	"active_customers" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_days_zone_day_pk" PRIMARY KEY("zone","day")
);
--> statement-breakpoint
CREATE TABLE "dashboard_last_seen" (
	"zone" text NOT NULL,
	"customer_id" char(24) NOT NULL,
	"last_day" text NOT NULL,
	CONSTRAINT "dashboard_last_seen_zone_customer_id_pk" PRIMARY KEY("zone","customer_id")
);
--> statement-breakpoint
CREATE INDEX "dashboard_last_seen_day_idx" ON "dashboard_last_seen" USING btree ("zone","last_day","customer_id");--> statement-breakpoint
CREATE INDEX "chats_created_idx" ON "chats" USING btree ("created_at") WHERE "chats"."billable";