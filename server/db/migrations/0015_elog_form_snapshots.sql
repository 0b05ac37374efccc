CREATE TABLE "elog_form_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"form_descriptor" text NOT NULL,
	"form_version" integer NOT NULL,
	"overlays" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "elog_entries" ADD COLUMN "form_snapshot" text;--> statement-breakpoint
ALTER TABLE "elog_entries" ADD CONSTRAINT "elog_entries_form_snapshot_elog_form_snapshots_id_fk" FOREIGN KEY ("form_snapshot") REFERENCES "public"."elog_form_snapshots"("id") ON DELETE no action ON UPDATE no action;