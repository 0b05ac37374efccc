CREATE TABLE "elog_aggregations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"elog_code" text NOT NULL,
	"day" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"offset" integer NOT NULL,
	"description" text,
	"status" text NOT NULL,
	"signature_status" text NOT NULL,
	"broken" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "elog_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elog_audit" (
	"unit_id" uuid NOT NULL,
	"elog_code" text NOT NULL,
	"seq" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"username" text NOT NULL,
	"action" text NOT NULL,
	"subject_id" text,
	"payload" jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "elog_audit_unit_id_elog_code_seq_pk" PRIMARY KEY("unit_id","elog_code","seq")
);
--> statement-breakpoint
CREATE TABLE "elog_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"aggregation_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"elog_code" text NOT NULL,
	"entry_descriptor" text NOT NULL,
	"form_descriptor" text NOT NULL,
	"start_ts" timestamp with time zone NOT NULL,
	"start_offset" integer NOT NULL,
	"end_ts" timestamp with time zone,
	"end_offset" integer,
	"notes" text,
	"status" text NOT NULL,
	"signed" boolean DEFAULT false NOT NULL,
	"duplicated_entry_id" uuid,
	"content" jsonb NOT NULL,
	"manual_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"hints" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "elog_entry_versions" (
	"entry_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"reason" text,
	"author" text NOT NULL,
	"ts" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elog_entry_versions_entry_id_version_pk" PRIMARY KEY("entry_id","version")
);
--> statement-breakpoint
CREATE TABLE "elog_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"aggregation_id" uuid NOT NULL,
	"operation_type" text NOT NULL,
	"first_sign" boolean DEFAULT false NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"name" text,
	"surname" text,
	"rank" text,
	"id_person" text,
	"id_role" uuid,
	"note" text,
	"signature_ts" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elog_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unit_id" uuid NOT NULL,
	"elog_code" text NOT NULL,
	"aggregation_id" uuid,
	"history_ts" timestamp with time zone DEFAULT now() NOT NULL,
	"new_status" text NOT NULL,
	"remark" text,
	"username" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_signatures" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "elog_aggregations" ADD CONSTRAINT "elog_aggregations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elog_attachments" ADD CONSTRAINT "elog_attachments_entry_id_elog_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."elog_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elog_audit" ADD CONSTRAINT "elog_audit_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elog_entries" ADD CONSTRAINT "elog_entries_aggregation_id_elog_aggregations_id_fk" FOREIGN KEY ("aggregation_id") REFERENCES "public"."elog_aggregations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elog_entries" ADD CONSTRAINT "elog_entries_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elog_entry_versions" ADD CONSTRAINT "elog_entry_versions_entry_id_elog_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."elog_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elog_signatures" ADD CONSTRAINT "elog_signatures_aggregation_id_elog_aggregations_id_fk" FOREIGN KEY ("aggregation_id") REFERENCES "public"."elog_aggregations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elog_signatures" ADD CONSTRAINT "elog_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elog_status_history" ADD CONSTRAINT "elog_status_history_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elog_status_history" ADD CONSTRAINT "elog_status_history_aggregation_id_elog_aggregations_id_fk" FOREIGN KEY ("aggregation_id") REFERENCES "public"."elog_aggregations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_signatures" ADD CONSTRAINT "user_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "elog_aggregations_day" ON "elog_aggregations" USING btree ("unit_id","elog_code","day");--> statement-breakpoint
CREATE INDEX "elog_attachments_entry" ON "elog_attachments" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "elog_entries_aggregation" ON "elog_entries" USING btree ("aggregation_id");--> statement-breakpoint
CREATE INDEX "elog_entries_unit_time" ON "elog_entries" USING btree ("unit_id","elog_code","start_ts");--> statement-breakpoint
CREATE INDEX "elog_signatures_aggregation" ON "elog_signatures" USING btree ("aggregation_id");--> statement-breakpoint
CREATE INDEX "elog_status_history_unit" ON "elog_status_history" USING btree ("unit_id","elog_code","history_ts");