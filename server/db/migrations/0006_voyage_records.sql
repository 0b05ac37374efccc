CREATE TABLE "port_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"port" text NOT NULL,
	"arrival" timestamp with time zone NOT NULL,
	"departure" timestamp with time zone,
	"cargo_operation" text NOT NULL,
	"hull_cleaned_at" timestamp with time zone,
	"fuel" jsonb NOT NULL,
	"source" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "voyage_legs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"from_port" text NOT NULL,
	"to_port" text NOT NULL,
	"departure" timestamp with time zone NOT NULL,
	"arrival" timestamp with time zone,
	"distance_nm" double precision NOT NULL,
	"hours_underway" double precision NOT NULL,
	"hours_at_anchor" double precision NOT NULL,
	"condition" text NOT NULL,
	"cargo_tonnes" double precision NOT NULL,
	"passengers" integer,
	"fuel" jsonb NOT NULL,
	"source" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "port_calls" ADD CONSTRAINT "port_calls_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voyage_legs" ADD CONSTRAINT "voyage_legs_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "port_calls_unit_arrival" ON "port_calls" USING btree ("unit_id","arrival");--> statement-breakpoint
CREATE UNIQUE INDEX "voyage_legs_unit_departure" ON "voyage_legs" USING btree ("unit_id","departure");