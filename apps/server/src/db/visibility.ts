import { getTableColumns, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { matches, memberSettings, profilePhotos, profiles, users } from "./schema";
import { hasBlocked, notBlockedBetween, type MemberId } from "./visibility-blocks";

export * from "./visibility-blocks";
export * from "./visibility-conversations";

/**
 * Who may see whom: the one place these conditions are written (with the blocks and the conversation
 * rules in `visibility-blocks.ts` and `visibility-conversations.ts`, re-exported here, so every read
 * imports this file). A block hides both members from each other on every path, so each read that
 * shows a member, their photos or their conversation builds its condition from here. The one exception is the deck's benchmarked candidate query
 * (matching/deck-query.ts), which lists blocks and ended matches in its own `excluded` CTE.
 */

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

/**
 * Settings, Privacy, "Profile visibility" off (profiles.hidden): what hiding means on every path. A
 * hidden member is in nobody's deck, search or dashboard list (`shown` below, and the deck's own
 * filter); their profile and photos open only for the members they have an active match with
 * (`memberOpenTo`, `photoVisibleTo`); a like they make while hidden is not announced and does not show in
 * the other's likes until they show again, when it arrives (`likeShownFrom`, and the likes service
 * announces them then); a like back that makes a match is a match, heard by both at once. Their
 * existing matches and conversations go on as before.
 */
const hiddenMember = (id: MemberId): SQL =>
  sql`exists (select 1 from ${profiles} hidden_member where hidden_member.id = ${id} and hidden_member.hidden)`;

/** Has a name, is not hidden, is not banned now: the member shows to others at all. */
const shown = (member: MemberColumns): SQL =>
  sql`${member.firstName} is not null and not ${member.hidden} and ${notBannedNow(member)}`;

/**
 * A member others may see, for a `profiles` row joined with `users`, whoever looks. Null (not false)
 * when banned without an end date: wrap it in coalesce to read it as a boolean.
 */
export const visibleToOthers: SQL = sql`(${shown(tables)})`;

/**
 * Whether a like from this member may be announced and listed now: they show to others (`shown`: a
 * like made while hidden waits until the member shows again). The recipient's own condition (no block
 * either way) is `memberVisibleTo`'s.
 */
export const likeShownFrom = (likerId: MemberId): SQL =>
  sql`exists (select 1 from ${profiles} liker join ${users} liker_user on liker_user.id = liker.id
    where liker.id = ${likerId} and ${shown(aliasedMember("liker", "liker_user"))})`;

/** A member this viewer may see: shown to others, and no block either way between the two. */
export const memberVisibleTo = (viewerId: MemberId, member: MemberColumns = tables): SQL =>
  sql`(${shown(member)} and ${notBlockedBetween(member.id, viewerId)})`;

/** Whether a and b have an active match (both liked): the pair's conversation is open. */
const activeMatchBetween = (a: MemberId, b: MemberId): SQL =>
  sql`exists (select 1 from matches active_match where active_match.status = 'active'
    and active_match.user1_id is not null and active_match.user2_id is not null
    and least(active_match.user1_id, active_match.user2_id) = least(${a}::uuid, ${b}::uuid)
    and greatest(active_match.user1_id, active_match.user2_id) = greatest(${a}::uuid, ${b}::uuid))`;

/**
 * A member this viewer may open in full (their profile page): as `memberVisibleTo`, except that a
 * hidden profile stays open to the members it has an active match with. Hiding takes a member out of
 * discovery (the deck, search, the dashboard's suggestions), not out of the matches they already
 * have: from a conversation, the other still opens their profile.
 */
export const memberOpenTo = (viewerId: MemberId, member: MemberColumns = tables): SQL =>
  sql`(${member.firstName} is not null and ${notBannedNow(member)} and ${notBlockedBetween(member.id, viewerId)}
    and (not ${member.hidden} or ${activeMatchBetween(member.id, viewerId)}))`;

/*
 * Settings, Privacy: what a member shows of themselves to others once they are seen at all. A member
 * with no member_settings row has every switch on.
 */

/**
 * Whether the member shares their location. When they do not, no other member reads their city or
 * their distance, on any card or page, nor finds them by their city in search, and no position places
 * them (`placeable`).
 */
export const locationSharedBy = (memberId: MemberId): SQL =>
  sql`not exists (select 1 from ${memberSettings} where ${memberSettings.userId} = ${memberId}
    and not ${memberSettings.shareLocation})`;

/**
 * Whether an answer that a position decides may hold this member: search's "within N km", the deck's
 * radius and its country-wide reach, the widen offer's counts. Only when they share their location.
 * A filter that let in a member who does not would still tell where they are: raise the distance a
 * kilometre at a time, or move next door and ask for 1 km, and the answer changes at their distance. So
 * their distance is unknown, and unknown is never "within": they are left out of every such answer, on
 * the deck too (whose every list has a radius or a country), and are found only by what does not place
 * anyone (search without a distance: by name, bio, interests), or by their likes. Treating unknown as
 * "anywhere" instead would deal them into every deck in the world and say nothing true of distance.
 */
export const placeable = (memberId: MemberId): SQL => locationSharedBy(memberId);

/**
 * `placeable`'s rule as the ids it leaves out, for the deck's hashed `excluded` list (one list per
 * statement rather than a lookup per candidate in its index-only scans).
 */
export const unplaceableMemberIds: SQL = sql`select ${memberSettings.userId} from ${memberSettings}
  where not ${memberSettings.shareLocation}`;

/**
 * The join that `profileColumnsSeenBy` reads: each member's own member_settings row, left-joined to
 * `profiles` (`.leftJoin(memberSettings, memberSettingsOfProfile)`). One join per statement, rather
 * than a lookup per column and row.
 */
export const memberSettingsOfProfile: SQL = sql`${memberSettings.userId} = ${profiles.id}`;

/** A profiles column as this viewer may read it: null when it is another member's unshared location. */
function locationColumn<T>(column: SQLWrapper, viewerId: string, decode?: (value: unknown) => T): SQL<T | null> {
  // No settings row: the default, shared.
  const value = sql`(case when ${profiles.id} = ${viewerId} or ${memberSettings.shareLocation} is not false
    then ${column} end)`;
  return (decode ? value.mapWith(decode) : value) as SQL<T | null>;
}

/**
 * The profiles columns as this viewer may read them, for a select over `profiles` joined with
 * `memberSettingsOfProfile`: every column, but the location ones (the place's text and parts, the
 * coordinates, the geo cell) are null for another member who does not share their location.
 * Distances computed from these rows are null too, so the rule holds on every card and page that
 * shows a member: the deck, `/match/{id}`, search, the dashboard's suggestions, likes and celebrations.
 */
export function profileColumnsSeenBy(viewerId: string) {
  return {
    ...getTableColumns(profiles),
    location: locationColumn<string>(profiles.location, viewerId),
    country: locationColumn<string>(profiles.country, viewerId),
    state: locationColumn<string>(profiles.state, viewerId),
    city: locationColumn<string>(profiles.city, viewerId),
    latitude: locationColumn(profiles.latitude, viewerId, Number),
    longitude: locationColumn(profiles.longitude, viewerId, Number),
    geoCell: locationColumn(profiles.geoCell, viewerId, Number),
  };
}

/**
 * Whether both members share read receipts (reciprocal: one who turns them off neither sends nor
 * sees them). Read state is stored either way, for each member's own unread counts; this decides only
 * whether a sender learns that their message was read.
 */
export const readReceiptsBetween = (a: MemberId, b: MemberId): SQL =>
  sql`not exists (select 1 from ${memberSettings} where ${memberSettings.userId} in (${a}, ${b})
    and not ${memberSettings.readReceipts})`;

/** The member with this id exists and is not banned now (for what they own: photos). */
const notBannedMember = (id: MemberId): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${id} and ${notBannedNow()})`;

/**
 * The photo rule, with its block condition as a parameter: `photoVisibleTo` passes "no block either
 * way", `photoReportableBy` "the owner has not blocked the reporter".
 */
function photoSeenBy(viewerId: string, notBlocked: SQL): SQL {
  const owner = profilePhotos.userId;
  return sql`(${owner} = ${viewerId} or (
    not ${profilePhotos.held} and ${notBlocked} and ${notBannedMember(owner)} and (
      exists (
        select 1 from ${matches}
        where ${matches.status} = 'active'
          and ((${matches.user1Id} = ${owner} and ${matches.user2Id} = ${viewerId})
            or (${matches.user1Id} = ${viewerId} and ${matches.user2Id} = ${owner})))
      or (not ${hiddenMember(owner)} and (
        not ${profilePhotos.isPrivate} or ${viewerId}::uuid = any(${profilePhotos.allowedUsers}))))))`;
}

/**
 * Who may see a profile photo: its owner always. Anyone else only while it is not held for a
 * moderator (a copy of another member's photo), no block stands between them and the owner is not
 * banned, and then: members with an active match (both liked) with the owner;
 * while the owner is not hidden, also anyone signed in when it is public and, when private, the members
 * in allowed_users. A pending like is not enough; a hidden owner's photos open, by id or on any card,
 * for their matches only.
 */
export const photoVisibleTo = (viewerId: string): SQL =>
  photoSeenBy(viewerId, notBlockedBetween(profilePhotos.userId, viewerId));

/*
 * What a member may report is what they may see, with one exception, written here only: their own
 * block. Blocking and then reporting is the normal flow (the block comes first so the harm stops), so
 * the blocker's block does not hide the other from their report; a block by the other still does, so
 * a blocked member cannot learn anything by reporting, nor retaliate against the blocker.
 */

/** A member this reporter may report: shown to others, and the member has not blocked the reporter. */
export const memberReportableBy = (reporterId: MemberId, member: MemberColumns = tables): SQL =>
  sql`(${shown(member)} and not ${hasBlocked(member.id, reporterId)})`;

/** A photo this reporter may report: as `photoVisibleTo`, less the reporter's own block of the owner. */
export const photoReportableBy = (reporterId: string): SQL =>
  photoSeenBy(reporterId, sql`not ${hasBlocked(profilePhotos.userId, reporterId)}`);
