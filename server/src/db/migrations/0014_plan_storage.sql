-- File storage per plan (issue 19): Free 100 MB, Starter 1 GB, Plus 5 GB (binary units, as the
-- upload limit's 20 MB). An operator's catalog file (PLANS_CATALOG, storageMB) may change them.
ALTER TABLE "plans" ADD COLUMN "storage_bytes" bigint DEFAULT 104857600 NOT NULL;--> statement-breakpoint
UPDATE "plans" SET "storage_bytes" = 1073741824 WHERE "key" = 'starter';--> statement-breakpoint
UPDATE "plans" SET "storage_bytes" = 5368709120 WHERE "key" = 'plus';
