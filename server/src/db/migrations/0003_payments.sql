CREATE TABLE "payments" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"customer_id" char(24) NOT NULL,
	"plan" text NOT NULL,
	"duration" text NOT NULL,
	"method" text NOT NULL,
	"gateway" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"external_id" text NOT NULL,
	"phone" text,
	"failure_reason" text,
	"sandbox_outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_external_key" ON "payments" USING btree ("gateway","external_id");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id","created_at");