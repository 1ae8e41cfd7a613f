ALTER TABLE "matches" ADD COLUMN "user1_celebrated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "user2_celebrated_at" timestamp with time zone;