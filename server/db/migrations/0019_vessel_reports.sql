CREATE TABLE "vessel_report_versions" (
	"report_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"content" jsonb NOT NULL,
	"author" text NOT NULL,
	"ts" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	CONSTRAINT "vessel_report_versions_report_id_version_pk" PRIMARY KEY("report_id","version")
);
--> statement-breakpoint
CREATE TABLE "vessel_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"report_time" timestamp with time zone NOT NULL,
	"report_offset" integer NOT NULL,
	"status" text NOT NULL,
	"content" jsonb NOT NULL,
	"checks" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "vessel_report_versions" ADD CONSTRAINT "vessel_report_versions_report_id_vessel_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."vessel_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_reports" ADD CONSTRAINT "vessel_reports_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vessel_reports_unit_time" ON "vessel_reports" USING btree ("unit_id","report_time");