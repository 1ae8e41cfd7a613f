/**
 * What a message may carry that a careful sender would think twice about (nudges.ts): here alone, so
 * the reports' evidence (safety.ts) can name them without importing the patterns.
 */
export const NUDGE_KINDS = ["contact", "payment", "insult"] as const;
export type NudgeKind = (typeof NUDGE_KINDS)[number];
