ALTER TABLE "profile_photos" ADD COLUMN "hash" bigint;--> statement-breakpoint
ALTER TABLE "profile_photos" ADD COLUMN "hash_centre" bigint;--> statement-breakpoint
ALTER TABLE "profile_photos" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_photos" ADD COLUMN "similar_photo_id" uuid;--> statement-breakpoint
ALTER TABLE "profile_photos" ADD COLUMN "similar_distance" integer;--> statement-breakpoint
ALTER TABLE "profile_photos" ADD CONSTRAINT "profile_photos_similar_photo_id_profile_photos_id_fk" FOREIGN KEY ("similar_photo_id") REFERENCES "public"."profile_photos"("id") ON DELETE set null ON UPDATE no action;