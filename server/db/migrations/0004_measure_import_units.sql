ALTER TABLE "measure_imports" ADD COLUMN "unit_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "measure_imports" ADD COLUMN "total" integer DEFAULT 0 NOT NULL;