import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { matches } from "./schema";
import { hasBlocked, notBlockedBetween, type MemberId } from "./visibility-blocks";

/** Who may open, report or meet again in a conversation (`visibility.ts` re-exports these). */

/** A conversation (match) this reporter may report: the other member has not blocked the reporter. */
export function conversationReportableBy(reporterId: string): SQL {
  const other = sql`(case when ${matches.user1Id} = ${reporterId} then ${matches.user2Id} else ${matches.user1Id} end)`;
  return sql`not ${hasBlocked(other, reporterId)}`;
}

/**
 * Whether a and b had a match that one of them ended (unmatch): neither is shown to the other in
 * discovery again (the deck, search, the dashboard's list) and a like between them is refused. The
 * deck's `excluded` CTE spells the same rule for its plan. Uses the pair index (least, greatest),
 * which holds only rows with both members: the not-null conditions let the planner see that (without
 * them it reads the whole table).
 */
export const endedMatchBetween = (a: MemberId, b: MemberId): SQL =>
  sql`exists (select 1 from matches ended where ended.status = 'ended'
    and ended.user1_id is not null and ended.user2_id is not null
    and least(ended.user1_id, ended.user2_id) = least(${a}::uuid, ${b}::uuid)
    and greatest(ended.user1_id, ended.user2_id) = greatest(${a}::uuid, ${b}::uuid))`;

export const noEndedMatchBetween = (a: MemberId, b: MemberId): SQL => sql`not ${endedMatchBetween(a, b)}`;

/**
 * The columns the conversation rules read: Drizzle's `matches` by default; hand-written SQL over an
 * alias passes its own, from `aliasedMatch`.
 */
export type MatchColumns = {
  user1Id: SQLWrapper;
  user2Id: SQLWrapper;
  status: SQLWrapper;
  endedBy: SQLWrapper;
  matchedAt: SQLWrapper;
};
const matchTable: MatchColumns = {
  user1Id: matches.user1Id,
  user2Id: matches.user2Id,
  status: matches.status,
  endedBy: matches.endedBy,
  matchedAt: matches.matchedAt,
};
export const aliasedMatch = (alias: string): MatchColumns => ({
  user1Id: sql.raw(`${alias}.user1_id`),
  user2Id: sql.raw(`${alias}.user2_id`),
  status: sql.raw(`${alias}.status`),
  endedBy: sql.raw(`${alias}.ended_by`),
  matchedAt: sql.raw(`${alias}.matched_at`),
});

/**
 * A conversation whose other member deleted their account: a mutual match (matched_at set) with one
 * side gone. Deleting an account ends its active matches with no ended_by, and the foreign key nulls
 * that side; the remaining member keeps the conversation, read-only. A match either member had ended
 * by unmatch keeps whoever ended it in ended_by, so it stays closed (unless the one who ended it is
 * the one who left: ended_by is then nulled too, and the two cannot be told apart). A pending like
 * (no matched_at) from or to a deleted member is never a conversation.
 */
export const leftByDeletedMember = (m: MatchColumns = matchTable): SQL =>
  sql`(${m.matchedAt} is not null and (${m.user1Id} is null or ${m.user2Id} is null)
    and (${m.status} = 'active' or (${m.status} = 'ended' and ${m.endedBy} is null)))`;

/**
 * A conversation its member may open: an active match with no block between the two, or one a
 * deleted member left (read-only). With no other member left, no block can stand in it.
 */
export const conversationOpen = (m: MatchColumns = matchTable): SQL =>
  sql`((${m.status} = 'active' and ${m.user1Id} is not null and ${m.user2Id} is not null
    and ${notBlockedBetween(m.user1Id, m.user2Id)}) or ${leftByDeletedMember(m)})`;
