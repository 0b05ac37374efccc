ALTER TABLE "registry_record_versions" ADD COLUMN "struck_out_reason" text;--> statement-breakpoint
ALTER TABLE "registry_records" ADD COLUMN "struck_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registry_records" ADD COLUMN "struck_out_by" text;--> statement-breakpoint
ALTER TABLE "registry_records" ADD COLUMN "struck_out_reason" text;