-- A suspension's decision was stored as an English sentence with its date filled in; it is now the
-- message, rendered with "until" in the reader's language when read. Rows written before become messages
-- too, so their members read them in their language; any other text stays as it is.
UPDATE "moderation_notices" SET "decision" = 'Your account is suspended until {until} UTC.'
  WHERE "kind" = 'suspension' AND "until" IS NOT NULL AND "decision" LIKE 'Your account is suspended until % UTC.';--> statement-breakpoint
UPDATE "moderation_notices" SET "decision" = 'A photo on your profile was removed and your account is suspended until {until} UTC.'
  WHERE "kind" = 'photo_removed' AND "until" IS NOT NULL
    AND "decision" LIKE 'A photo on your profile was removed and your account is suspended until % UTC.';
