-- Issue 38: an imported conversation remembers where it came from, so importing the same file again
-- leaves out what is already here instead of duplicating it (one source per customer).
ALTER TABLE "conversations" ADD COLUMN "import_source" text;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_customer_import_source_key" ON "conversations" USING btree ("customer_id","import_source") WHERE "conversations"."import_source" is not null;
