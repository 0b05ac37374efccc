CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"creation_ts" timestamp with time zone DEFAULT now() NOT NULL,
	"time_to_live" timestamp with time zone NOT NULL,
	"topic" text NOT NULL,
	"priority" text NOT NULL,
	"subject_text" text NOT NULL,
	"full_text" text,
	"message_parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"archivable" boolean DEFAULT true NOT NULL,
	"push_pop_up" boolean DEFAULT false NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user" ON "notifications" USING btree ("user_id","creation_ts");--> statement-breakpoint
CREATE INDEX "notifications_expiry" ON "notifications" USING btree ("time_to_live");