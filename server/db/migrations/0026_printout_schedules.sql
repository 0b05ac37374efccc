CREATE TABLE "printout_schedule_state" (
	"context" text NOT NULL,
	"schedule_id" text NOT NULL,
	"cron" text NOT NULL,
	"last_due_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_result" text NOT NULL,
	"last_message_key" text,
	"last_message_params" jsonb,
	CONSTRAINT "printout_schedule_state_context_schedule_id_pk" PRIMARY KEY("context","schedule_id")
);
--> statement-breakpoint
ALTER TABLE "printout_runs" ADD COLUMN "schedule" text;