CREATE INDEX "chats_customer_created_idx" ON "chats" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "chats_pending_idx" ON "chats" USING btree ("created_at") WHERE "chats"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "one_time_codes_customer_idx" ON "one_time_codes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "payments_external_id_idx" ON "payments" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_links_conversation_idx" ON "whatsapp_links" USING btree ("conversation_id");