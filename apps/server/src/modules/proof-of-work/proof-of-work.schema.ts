import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Proof-of-work solutions already accepted, by their challenge's signature: each is accepted once, by
 * every server process. A row is needed only until its challenge expires; older rows are swept.
 */
export const proofOfWorkSpent = pgTable(
  "proof_of_work_spent",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("proof_of_work_spent_expires_idx").on(table.expiresAt)],
);
