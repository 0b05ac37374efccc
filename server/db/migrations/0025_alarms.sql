CREATE TABLE "alarm_conditions" (
	"definition" text NOT NULL,
	"unit_id" text NOT NULL,
	"subject" text NOT NULL,
	"pending_since" timestamp with time zone,
	"clearing_since" timestamp with time zone,
	"last_ts" timestamp with time zone,
	"last_value" jsonb,
	"open_episode_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_episodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"definition" text NOT NULL,
	"title" jsonb NOT NULL,
	"priority" text NOT NULL,
	"alarm_class" text,
	"problem_cause" text,
	"generic_asset" text,
	"unit_id" text NOT NULL,
	"subject" text NOT NULL,
	"subject_label" text NOT NULL,
	"state" text NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"raised_value" jsonb,
	"last_value" jsonb,
	"rectified_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	"acknowledge_comment" text,
	"shelved_until" timestamp with time zone,
	"shelved_by" text,
	"shelve_reason" text,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"unit_id" text,
	"episode_id" uuid,
	"definition" text,
	"action" text NOT NULL,
	"user_id" text,
	"username" text,
	"comment" text,
	"problem_cause" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_conditions_key" ON "alarm_conditions" USING btree ("definition","unit_id","subject");--> statement-breakpoint
CREATE INDEX "alarm_episodes_unit_raised" ON "alarm_episodes" USING btree ("unit_id","raised_at");--> statement-breakpoint
CREATE INDEX "alarm_episodes_open" ON "alarm_episodes" USING btree ("state") WHERE state <> 'NORMAL';--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_episodes_one_open" ON "alarm_episodes" USING btree ("definition","unit_id","subject") WHERE state <> 'NORMAL';--> statement-breakpoint
CREATE INDEX "alarm_log_unit_ts" ON "alarm_log" USING btree ("unit_id","ts");--> statement-breakpoint
CREATE INDEX "alarm_log_episode" ON "alarm_log" USING btree ("episode_id");