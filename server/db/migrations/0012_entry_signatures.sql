ALTER TABLE "elog_signatures" ADD COLUMN "entry_id" uuid;--> statement-breakpoint
ALTER TABLE "elog_signatures" ADD COLUMN "entry_version" integer;--> statement-breakpoint
ALTER TABLE "elog_signatures" ADD COLUMN "rank_code" text;--> statement-breakpoint
ALTER TABLE "elog_signatures" ADD CONSTRAINT "elog_signatures_entry_id_elog_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."elog_entries"("id") ON DELETE no action ON UPDATE no action;