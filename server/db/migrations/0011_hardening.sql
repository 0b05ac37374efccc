CREATE TABLE "elog_audit_seals" (
	"unit_id" uuid NOT NULL,
	"elog_code" text NOT NULL,
	"seq" integer NOT NULL,
	"hash" text NOT NULL,
	"key_id" text NOT NULL,
	"signature" text NOT NULL,
	"aggregation_id" uuid,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elog_audit_seals_unit_id_elog_code_seq_pk" PRIMARY KEY("unit_id","elog_code","seq")
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttle" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"throttled_until" timestamp with time zone,
	CONSTRAINT "sign_in_throttle_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "elog_audit_seals" ADD CONSTRAINT "elog_audit_seals_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;