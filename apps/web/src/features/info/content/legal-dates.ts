/** Spec 001: both legal texts carry this date (April 18, 2025, as `YYYY-MM-DD`); change it with their content. */
export const LEGAL_LAST_UPDATED = "2025-04-18";
