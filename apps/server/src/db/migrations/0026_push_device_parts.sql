ALTER TABLE "push_subscriptions" ADD COLUMN "browser" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "os" text;--> statement-breakpoint
-- A label written before was "{browser} on {os}" in English: its two names are kept apart, so Settings
-- says it in the member's language. A label of one name (a browser or a system alone) needs no words
-- around it, and "Unknown device" is a message of its own: they stay as they are.
UPDATE "push_subscriptions" SET "browser" = split_part("label", ' on ', 1), "os" = substr("label", strpos("label", ' on ') + 4)
  WHERE "browser" IS NULL AND "os" IS NULL AND strpos("label", ' on ') > 0;
