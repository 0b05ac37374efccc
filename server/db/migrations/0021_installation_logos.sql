CREATE TABLE "installation_logos" (
	"identifier" text NOT NULL,
	"theme" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_logos_identifier_theme_pk" PRIMARY KEY("identifier","theme")
);
