CREATE TABLE "printout_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"printout" text NOT NULL,
	"unit_id" uuid,
	"parameters" jsonb NOT NULL,
	"language" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "printout_runs" ADD CONSTRAINT "printout_runs_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "printout_runs_printout" ON "printout_runs" USING btree ("printout","created_at");--> statement-breakpoint
CREATE INDEX "printout_runs_unit" ON "printout_runs" USING btree ("unit_id","created_at");