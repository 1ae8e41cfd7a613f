CREATE TABLE "proof_of_work_spent" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "proof_of_work_spent_expires_idx" ON "proof_of_work_spent" USING btree ("expires_at");