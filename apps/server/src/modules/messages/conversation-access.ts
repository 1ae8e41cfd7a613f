import { MESSAGE_TEXT, UNMATCH_TEXT, msg } from "@kindred/contracts";
import { z } from "zod";
import { AppError } from "../../errors";
import type { MatchAccess, MessageRow } from "./messages.repository";

/** Who may read and write in a conversation, decided from its match. */

const Uuid = z.uuid();
export const parseId = (value: string) => {
  const id = Uuid.safeParse(value);
  if (!id.success) throw new AppError("NOT_FOUND", MESSAGE_TEXT.conversationNotFound);
  return id.data;
};

/** A conversation its member may read: otherId is null when the other member deleted their account. */
export type OpenConversation = { id: string; otherId: string | null };
/** As OpenConversation, and whether both members share read receipts. */
export type ReadableConversation = OpenConversation & { readReceipts: boolean };

/** Whether this member may read in the match: 404 unknown, 403 not theirs, pending or blocked. */
export function checkAccess(match: MatchAccess | undefined, userId: string): OpenConversation {
  if (!match) throw new AppError("NOT_FOUND", MESSAGE_TEXT.conversationNotFound);
  if (match.user1Id !== userId && match.user2Id !== userId) throw new AppError("FORBIDDEN", MESSAGE_TEXT.notYourMatch);
  if (match.memberDeleted) return { id: match.id, otherId: null };
  if (match.blocked) throw new AppError("FORBIDDEN", MESSAGE_TEXT.blocked);
  if (match.status === "ended") throw new AppError("FORBIDDEN", UNMATCH_TEXT.ended);
  if (match.status !== "active") throw new AppError("FORBIDDEN", MESSAGE_TEXT.pending);
  const otherId = match.user1Id === userId ? match.user2Id : match.user1Id;
  // An active match with a side gone is one a deleted member left (memberDeleted above); this keeps
  // the type honest should the two rules ever drift.
  if (otherId === null) throw new AppError("FORBIDDEN", MESSAGE_TEXT.memberDeleted);
  return { id: match.id, otherId };
}
/** As checkAccess, and the other member is still here to write to: else 403, memberDeleted. */
export function requireWritable(match: MatchAccess | undefined, userId: string) {
  const open = checkAccess(match, userId);
  if (open.otherId === null) throw new AppError("FORBIDDEN", MESSAGE_TEXT.memberDeleted);
  return { id: open.id, otherId: open.otherId };
}

/**
 * The two members of each match, remembered once seen, so a send need not look them up again. They
 * change only when one deletes their account (that side turns null): the send's own statement then
 * finds no such match, and the sender forgets the pair. Bounded; the oldest entry goes first.
 */
export function matchPairs(max = 50_000) {
  type Pair = { user1Id: string; user2Id: string };
  const known = new Map<string, Pair>();
  return {
    get: (matchId: string) => known.get(matchId),
    remember(matchId: string, user1Id: string, user2Id: string): Pair {
      if (known.size >= max) known.delete(known.keys().next().value!);
      const pair = { user1Id, user2Id };
      known.set(matchId, pair);
      return pair;
    },
    forget: (matchId: string) => void known.delete(matchId),
  };
}

export function sameConversation(row: MessageRow, matchId: string): MessageRow {
  if (row.matchId !== matchId)
    throw new AppError("CONFLICT", msg("This client_id was already used for another conversation."));
  return row;
}
