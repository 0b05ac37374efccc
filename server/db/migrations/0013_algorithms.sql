CREATE TABLE "algorithm_progress" (
	"algorithm" text NOT NULL,
	"unit_id" uuid NOT NULL,
	"processed_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "algorithm_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"algorithm" text NOT NULL,
	"unit_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ms" integer NOT NULL,
	"points" integer NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "artifact_containers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"unit_id" uuid NOT NULL,
	"algorithm" text,
	"artifact_descriptor" text NOT NULL,
	"description" text,
	"referring_tags" jsonb NOT NULL,
	"line_to_skip" integer DEFAULT 0 NOT NULL,
	"trained_set_data" jsonb NOT NULL,
	"content_id" uuid NOT NULL,
	"additional_key" text DEFAULT '' NOT NULL,
	"current_model" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "artifact_contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content" "bytea" NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artifact_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "algorithm_progress" ADD CONSTRAINT "algorithm_progress_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "algorithm_runs" ADD CONSTRAINT "algorithm_runs_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artifact_containers" ADD CONSTRAINT "artifact_containers_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artifact_containers" ADD CONSTRAINT "artifact_containers_content_id_artifact_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."artifact_contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "algorithm_progress_key" ON "algorithm_progress" USING btree ("algorithm","unit_id");--> statement-breakpoint
CREATE INDEX "algorithm_runs_algorithm" ON "algorithm_runs" USING btree ("algorithm","started_at");--> statement-breakpoint
CREATE INDEX "artifact_containers_unit" ON "artifact_containers" USING btree ("unit_id","artifact_descriptor");--> statement-breakpoint
CREATE UNIQUE INDEX "artifact_containers_current" ON "artifact_containers" USING btree ("unit_id","artifact_descriptor","additional_key") WHERE "artifact_containers"."current_model";