import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/** Blocks, the condition every visibility rule starts from (`visibility.ts` re-exports these). */

/** A member id: a column, an SQL expression, or a value (sent as a parameter). */
export type MemberId = SQLWrapper | string;

/** The block condition's words, with the two members in their slots: one wording for both forms. */
function blockWords<T>(a: T, b: T): (string | T)[] {
  return [
    "exists (select 1 from blocks where (blocks.blocker_id = ",
    a,
    " and blocks.blocked_id = ",
    b,
    ") or (blocks.blocker_id = ",
    b,
    " and blocks.blocked_id = ",
    a,
    "))",
  ];
}

/**
 * Whether a block stands between a and b, either way, as SQL text: for hand-written statements that
 * drizzle does not build (the prepared send). `a` and `b` are SQL expressions, never user input.
 */
export const blockedBetweenText = (a: string, b: string): string => blockWords(a, b).join("");

/** Whether a block stands between members a and b, either way. */
export function blockedBetween(a: MemberId, b: MemberId): SQL {
  return sql.join(blockWords(sql`${a}`, sql`${b}`).map((part) => (typeof part === "string" ? sql.raw(part) : part)));
}

export const notBlockedBetween = (a: MemberId, b: MemberId): SQL => sql`not ${blockedBetween(a, b)}`;

/** Whether `blocker` has blocked `blocked` (one way only). */
export const hasBlocked = (blocker: MemberId, blocked: MemberId): SQL =>
  sql`exists (select 1 from blocks where blocks.blocker_id = ${blocker} and blocks.blocked_id = ${blocked})`;
