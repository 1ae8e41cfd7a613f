CREATE TABLE "discovery_countrywide" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_photos" ADD COLUMN "placeholder" text;--> statement-breakpoint
ALTER TABLE "discovery_countrywide" ADD CONSTRAINT "discovery_countrywide_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
-- Photos stored before this migration get their placeholder from the start-up job in
-- modules/photos/photo-placeholders.ts: making one means decoding the image, which SQL cannot do.
