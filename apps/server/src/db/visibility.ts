import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { matches, profilePhotos, profiles, users } from "./schema";

/**
 * Who may see whom: the one place these conditions are written. A block hides both members from each
 * other on every path, so each read that shows a member, their photos or their conversation builds
 * its condition from here. The one exception is the deck's benchmarked candidate query
 * (matching/deck.repository.ts), which lists blocks in its own `excluded` CTE.
 */

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

/**
 * The columns the member conditions read. Drizzle's tables by default; hand-written SQL over aliases
 * (search's `p` and `u`) passes its own, from `aliasedMember`.
 */
export type MemberColumns = {
  id: SQLWrapper;
  firstName: SQLWrapper;
  hidden: SQLWrapper;
  banned: SQLWrapper;
  banExpires: SQLWrapper;
};
const tables: MemberColumns = {
  id: profiles.id,
  firstName: profiles.firstName,
  hidden: profiles.hidden,
  banned: users.banned,
  banExpires: users.banExpires,
};
export const aliasedMember = (profile: string, user: string): MemberColumns => ({
  id: sql.raw(`${profile}.id`),
  firstName: sql.raw(`${profile}.first_name`),
  hidden: sql.raw(`${profile}.hidden`),
  banned: sql.raw(`${user}.banned`),
  banExpires: sql.raw(`${user}.ban_expires`),
});

/** Not banned, or the ban has run out (banned is null on older rows). */
export const notBannedNow = (member: Pick<MemberColumns, "banned" | "banExpires"> = tables): SQL =>
  sql`(${member.banned} is not true or ${member.banExpires} < now())`;

/** Has a name, is not hidden, is not banned now: the member shows to others at all. */
const shown = (member: MemberColumns): SQL =>
  sql`${member.firstName} is not null and not ${member.hidden} and ${notBannedNow(member)}`;

/**
 * A member others may see, for a `profiles` row joined with `users`, whoever looks. Null (not false)
 * when banned without an end date: wrap it in coalesce to read it as a boolean.
 */
export const visibleToOthers: SQL = sql`(${shown(tables)})`;

/** A member this viewer may see: shown to others, and no block either way between the two. */
export const memberVisibleTo = (viewerId: MemberId, member: MemberColumns = tables): SQL =>
  sql`(${shown(member)} and ${notBlockedBetween(member.id, viewerId)})`;

/** The member with this id exists and is not banned now (for what they own: photos). */
const notBannedMember = (id: MemberId): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${id} and ${notBannedNow()})`;

/**
 * Who may see a profile photo: its owner always. Anyone else only while no block stands between them
 * and the owner is not banned, and then: anyone signed in when it is public; when private, the members
 * in allowed_users and members with an active match (both liked) with the owner. A pending like is not
 * enough.
 */
export function photoVisibleTo(viewerId: string): SQL {
  const owner = profilePhotos.userId;
  return sql`(${owner} = ${viewerId} or (
    ${notBlockedBetween(owner, viewerId)} and ${notBannedMember(owner)} and (
      not ${profilePhotos.isPrivate}
      or ${viewerId}::uuid = any(${profilePhotos.allowedUsers})
      or exists (
        select 1 from ${matches}
        where ${matches.status} = 'active'
          and ((${matches.user1Id} = ${owner} and ${matches.user2Id} = ${viewerId})
            or (${matches.user1Id} = ${viewerId} and ${matches.user2Id} = ${owner}))))))`;
}
