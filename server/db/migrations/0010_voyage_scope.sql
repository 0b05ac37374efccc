CREATE TABLE "voyages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"first_leg_id" uuid NOT NULL,
	"status" text NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
DROP INDEX "port_calls_unit_arrival";--> statement-breakpoint
DROP INDEX "voyage_legs_unit_departure";--> statement-breakpoint
ALTER TABLE "port_calls" ADD COLUMN "source_key" text;--> statement-breakpoint
UPDATE "port_calls" SET "source_key" = to_char("arrival" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');--> statement-breakpoint
ALTER TABLE "port_calls" ALTER COLUMN "source_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "port_calls" ADD COLUMN "eu_scope" text;--> statement-breakpoint
ALTER TABLE "port_calls" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "voyage_legs" ADD COLUMN "teu" integer;--> statement-breakpoint
ALTER TABLE "voyage_legs" ADD COLUMN "source_key" text;--> statement-breakpoint
UPDATE "voyage_legs" SET "source_key" = to_char("departure" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');--> statement-breakpoint
ALTER TABLE "voyage_legs" ALTER COLUMN "source_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "voyage_legs" ADD COLUMN "eu_scope" text;--> statement-breakpoint
ALTER TABLE "voyage_legs" ADD COLUMN "scope_from_port" text;--> statement-breakpoint
ALTER TABLE "voyage_legs" ADD COLUMN "scope_to_port" text;--> statement-breakpoint
ALTER TABLE "voyage_legs" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "voyage_legs" ADD COLUMN "voyage_id" uuid;--> statement-breakpoint
ALTER TABLE "voyages" ADD CONSTRAINT "voyages_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voyages_first_leg" ON "voyages" USING btree ("first_leg_id");--> statement-breakpoint
CREATE INDEX "voyages_unit" ON "voyages" USING btree ("unit_id");--> statement-breakpoint
ALTER TABLE "voyage_legs" ADD CONSTRAINT "voyage_legs_voyage_id_voyages_id_fk" FOREIGN KEY ("voyage_id") REFERENCES "public"."voyages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "port_calls_source_key" ON "port_calls" USING btree ("unit_id","source","source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "voyage_legs_source_key" ON "voyage_legs" USING btree ("unit_id","source","source_key");--> statement-breakpoint
CREATE INDEX "voyage_legs_voyage" ON "voyage_legs" USING btree ("voyage_id");--> statement-breakpoint
CREATE INDEX "port_calls_unit_arrival" ON "port_calls" USING btree ("unit_id","arrival");--> statement-breakpoint
CREATE INDEX "voyage_legs_unit_departure" ON "voyage_legs" USING btree ("unit_id","departure");