CREATE TABLE "registry_record_versions" (
	"record_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"author" text NOT NULL,
	"ts" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registry_record_versions_record_id_version_pk" PRIMARY KEY("record_id","version")
);
--> statement-breakpoint
CREATE TABLE "registry_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"form_code" text NOT NULL,
	"content" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "registry_record_versions" ADD CONSTRAINT "registry_record_versions_record_id_registry_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."registry_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_records" ADD CONSTRAINT "registry_records_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registry_records_unit_form" ON "registry_records" USING btree ("unit_id","form_code","created_at");