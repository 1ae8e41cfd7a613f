-- Spec 001's language list says 'Mandarin' where spec 000's said 'Chinese': stored profiles follow.
UPDATE "profiles" SET "languages" = array_replace("languages", 'Chinese', 'Mandarin') WHERE 'Chinese' = ANY("languages");
