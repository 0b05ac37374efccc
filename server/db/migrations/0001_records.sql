CREATE TABLE "records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"code" text,
	"data" jsonb NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE INDEX "records_resource" ON "records" USING btree ("resource");--> statement-breakpoint
CREATE UNIQUE INDEX "records_resource_code" ON "records" USING btree ("resource","code") WHERE "records"."code" is not null;--> statement-breakpoint
CREATE INDEX "records_data" ON "records" USING gin ("data");