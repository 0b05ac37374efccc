CREATE TABLE "scheduled_job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" text NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"result" text NOT NULL,
	"summary_key" text,
	"summary_params" jsonb,
	"error" text,
	"instance_id" text NOT NULL,
	"started_by" text
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"job_id" text PRIMARY KEY NOT NULL,
	"cron" text NOT NULL,
	"enabled" boolean NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"next_run_at" timestamp with time zone,
	"running_since" timestamp with time zone,
	"running_instance" text,
	"last_run_at" timestamp with time zone,
	"last_result" text,
	"last_duration_ms" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE INDEX "scheduled_job_runs_job" ON "scheduled_job_runs" USING btree ("job_id","started_at");