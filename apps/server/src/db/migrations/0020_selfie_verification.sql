CREATE TABLE "photo_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"poses" text[] NOT NULL,
	"verified" boolean,
	"reason" text,
	"main_similarity" real,
	"other_similarity" real,
	"photo_id" uuid,
	"selfie_digests" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_photo_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photo_verifications" ADD CONSTRAINT "photo_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_verifications" ADD CONSTRAINT "photo_verifications_photo_id_profile_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."profile_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_verifications_user_idx" ON "photo_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_verifications_decided_idx" ON "photo_verifications" USING btree ("decided_at");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_verified_photo_id_profile_photos_id_fk" FOREIGN KEY ("verified_photo_id") REFERENCES "public"."profile_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Verification lapses when the main photo changes: once a transaction that touched a member's photos
-- commits (deferred, so a reorder's passing states do not count), the badge stays only if the photo it
-- was given for is still first in the member's order.
CREATE FUNCTION "verification_follows_main_photo"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	member uuid;
BEGIN
	IF TG_OP = 'DELETE' THEN
		member := OLD."user_id";
	ELSE
		member := NEW."user_id";
	END IF;
	UPDATE "profiles" SET "verified_photo_id" = NULL, "verified_at" = NULL
	WHERE "id" = member AND "verified_photo_id" IS NOT NULL
		AND "verified_photo_id" IS DISTINCT FROM (
			SELECT "id" FROM "profile_photos" WHERE "user_id" = member ORDER BY "position", "created_at" LIMIT 1);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "verification_follows_main_photo" AFTER INSERT OR UPDATE OR DELETE ON "profile_photos" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "verification_follows_main_photo"();
