CREATE TABLE "profile_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_reviews" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"reviewed_id" uuid NOT NULL,
	"photo_accuracy" text NOT NULL,
	"followed_through_on_plans" text NOT NULL,
	"honest_about_intentions" text NOT NULL,
	"positive_traits" text[] NOT NULL,
	"has_met" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_not_self" CHECK ("reviews"."reviewer_id" <> "reviews"."reviewed_id"),
	CONSTRAINT "reviews_photo_accuracy" CHECK ("reviews"."photo_accuracy" in ('Yes', 'Somewhat', 'No')),
	CONSTRAINT "reviews_followed_through" CHECK ("reviews"."followed_through_on_plans" in ('Yes', 'Sometimes', 'No')),
	CONSTRAINT "reviews_honest" CHECK ("reviews"."honest_about_intentions" in ('Yes', 'Somewhat', 'No')),
	CONSTRAINT "reviews_traits" CHECK (cardinality("reviews"."positive_traits") between 1 and 2)
);
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_status";--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "ended_by" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "evidence" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_preferences" ADD CONSTRAINT "profile_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewed_id_users_id_fk" FOREIGN KEY ("reviewed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_reviewer_reviewed_idx" ON "reviews" USING btree ("reviewer_id","reviewed_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewed_idx" ON "reviews" USING btree ("reviewed_id");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_ended_by_idx" ON "matches" USING btree ("ended_by");--> statement-breakpoint
-- One open report per reporter per member from now on: older open duplicates are closed as reviewed.
UPDATE "reports" AS "older" SET "status" = 'reviewed' FROM "reports" AS "newer" WHERE "older"."status" = 'pending' AND "newer"."status" = 'pending' AND "older"."reporter_id" = "newer"."reporter_id" AND "older"."reported_user_id" = "newer"."reported_user_id" AND ("older"."created_at", "older"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_per_subject_idx" ON "reports" USING btree ("reporter_id","reported_user_id") WHERE "reports"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_status" CHECK ("matches"."status" in ('pending', 'active', 'ended'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_category" CHECK ("reports"."category" in ('harassment', 'fake_profile', 'scam_spam', 'underage', 'inappropriate_photos', 'hate_threats', 'other'));