ALTER TABLE "algorithm_runs" ADD COLUMN "algorithm_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "algorithm_runs" ADD COLUMN "error_message" jsonb;