CREATE TABLE "measure_hour_rollups" (
	"series_id" integer NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"count" integer[] NOT NULL,
	"numeric_count" integer[] NOT NULL,
	"sum" double precision[] NOT NULL,
	"min" double precision[] NOT NULL,
	"max" double precision[] NOT NULL,
	"first_ms" integer[] NOT NULL,
	"first_value" double precision[] NOT NULL,
	"first_text" text[] NOT NULL,
	"last_ms" integer[] NOT NULL,
	"last_value" double precision[] NOT NULL,
	"last_text" text[] NOT NULL,
	CONSTRAINT "measure_hour_rollups_series_id_day_pk" PRIMARY KEY("series_id","day")
);
--> statement-breakpoint
-- Hourly rollups stored one row per hour before this migration move into day rows of 24 (empty hours: 0 and nulls).
INSERT INTO "measure_hour_rollups"
SELECT d.series_id, d.day,
  array_agg(coalesce(r.count, 0) ORDER BY h), array_agg(coalesce(r.numeric_count, 0) ORDER BY h),
  array_agg(r.sum ORDER BY h), array_agg(r.min ORDER BY h), array_agg(r.max ORDER BY h),
  array_agg((extract(epoch FROM r.first_ts - d.day) * 1000)::integer ORDER BY h), array_agg(r.first_value ORDER BY h), array_agg(r.first_text ORDER BY h),
  array_agg((extract(epoch FROM r.last_ts - d.day) * 1000)::integer ORDER BY h), array_agg(r.last_value ORDER BY h), array_agg(r.last_text ORDER BY h)
FROM (SELECT DISTINCT series_id, date_bin('1 day', bucket, 'epoch'::timestamptz) AS day FROM "measure_rollups" WHERE bucket_seconds = 3600) d
CROSS JOIN generate_series(0, 23) AS h
LEFT JOIN "measure_rollups" r ON r.series_id = d.series_id AND r.bucket_seconds = 3600 AND r.bucket = d.day + h * interval '1 hour'
GROUP BY d.series_id, d.day;--> statement-breakpoint
DELETE FROM "measure_rollups" WHERE bucket_seconds = 3600;
