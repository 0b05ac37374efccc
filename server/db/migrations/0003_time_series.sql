CREATE TABLE "measure_chunks" (
	"series_id" integer NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"first_ts" timestamp with time zone NOT NULL,
	"last_ts" timestamp with time zone NOT NULL,
	"step_ms" integer,
	"offsets" integer[],
	"values" double precision[],
	"texts" text[],
	CONSTRAINT "measure_chunks_series_id_day_pk" PRIMARY KEY("series_id","day")
);
--> statement-breakpoint
CREATE TABLE "measure_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"started_by" text NOT NULL,
	"status" text NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"duplicate" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measure_latest" (
	"series_id" integer PRIMARY KEY NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"value" double precision,
	"text" text
);
--> statement-breakpoint
CREATE TABLE "measure_points" (
	"series_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"value" double precision,
	"text" text,
	CONSTRAINT "measure_points_series_id_ts_pk" PRIMARY KEY("series_id","ts")
);
--> statement-breakpoint
CREATE TABLE "measure_rollups" (
	"series_id" integer NOT NULL,
	"bucket_seconds" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"numeric_count" integer NOT NULL,
	"sum" double precision,
	"min" double precision,
	"max" double precision,
	"first_ts" timestamp with time zone NOT NULL,
	"first_value" double precision,
	"first_text" text,
	"last_ts" timestamp with time zone NOT NULL,
	"last_value" double precision,
	"last_text" text,
	CONSTRAINT "measure_rollups_series_id_bucket_seconds_bucket_pk" PRIMARY KEY("series_id","bucket_seconds","bucket")
);
--> statement-breakpoint
CREATE TABLE "measure_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"cluster" text NOT NULL,
	"group_code" text NOT NULL,
	"grouping_key" text NOT NULL,
	"tag" text NOT NULL,
	"unit_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "measure_series" ADD CONSTRAINT "measure_series_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measure_points_ts" ON "measure_points" USING btree ("ts");--> statement-breakpoint
CREATE UNIQUE INDEX "measure_series_key_tag" ON "measure_series" USING btree ("grouping_key","tag");--> statement-breakpoint
CREATE INDEX "measure_series_unit" ON "measure_series" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "measure_series_tag" ON "measure_series" USING btree ("tag");