/** Spec 001: both legal texts carry this date; change it with their content. */
export const LEGAL_LAST_UPDATED = "April 18, 2025";
