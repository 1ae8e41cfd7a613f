import type { CompatibilityProfile } from "@kindred/contracts";
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { DECK_GROUPS } from "../../db/schema";
import { locationSharedBy } from "../../db/visibility";
import { distanceKm } from "../../lib/gazetteer";

/** How many candidates the SQL filters hand to the scorer; the deck is the best of these. */
export const CANDIDATE_POOL = 300;
const BAN_HEADROOM = 30;

export type Viewer = {
  id: string;
  age: number | null;
  gender: string | null;
  interestedIn: string | null;
  latitude: number | null;
  longitude: number | null;
  minAge: number;
  maxAge: number;
  distanceKm: number;
};

/** A candidate as the scorer needs it: what compatibility reads, its distance, and whether they liked me. */
export type Candidate = { id: string; likedMe: boolean; distanceKm: number | null; profile: CompatibilityProfile };

type PoolRow = {
  id: string;
  liked_me: boolean;
  age: number | null;
  match_style: string | null;
  mbti_type: string | null;
  looking_for: string[];
  relationship_type: string[];
  religion: string | null;
  has_children: boolean;
  languages: string[];
  interests: string[];
  deal_breakers: string[];
  discovery_min_age: number;
  discovery_max_age: number;
  discovery_distance_km: number;
  latitude: number | null;
  longitude: number | null;
  shares_location: boolean;
};

/** profiles.geo_cell of a point: the same formula as the generated column (GEO_CELL_SQL). */
export const geoCellOf = (latitude: number, longitude: number) =>
  (Math.floor(latitude) + 90) * 1000 + Math.floor(longitude) + 180;

/** The deck index groups whose members a viewer interested in `interest` wants to see (all for anyone). */
const groupsFor = (interest: string | null) =>
  interest === "men"
    ? DECK_GROUPS.filter((group) => group.name === "male")
    : interest === "women"
      ? DECK_GROUPS.filter((group) => group.name === "female")
      : DECK_GROUPS;

/** The other side: is a member of gender `gender` wanted by candidates' interested_in? */
function wantsViewer(gender: string | null): SQL {
  const targeted = gender === "male" ? "men" : gender === "female" ? "women" : null;
  return targeted
    ? sql`(p.interested_in is null or p.interested_in in ('everyone', ${targeted}))`
    : sql`(p.interested_in is null or p.interested_in = 'everyone')`;
}

const DECK_ORDER = sql.raw("last_seen_at desc nulls last, created_at desc nulls last, id");

/**
 * Every hard filter of the deck: not me, mutual gender and interest, each other's age ranges, my distance
 * radius, not already liked by me, not matched or unmatched, not skipped, not blocked either way, visible (named, not
 * hidden, not banned). The pool is the most recently active members who pass them, those who liked me first.
 *
 * The profiles_deck_*_idx indexes hold each 1-degree geo cell's members of one gender group, most recently
 * active first, with every column the filters read. The pool reads, in each cell my radius reaches, the
 * most recently active members who pass every filter, at most the pool size of them (index-only, so it
 * stops early instead of reading the whole radius), keeps the best of those, and then reads only the
 * winners' rows: the columns the scorer needs and the ban check. Full rows come later, for the deck's
 * cards only (the profile repository's `findMany`).
 */
export function createDeckRepository(db: Db) {
  return {
    async candidates(viewer: Viewer, limit = CANDIDATE_POOL): Promise<Candidate[]> {
      const groups = groupsFor(viewer.interestedIn);
      const hasPosition = viewer.latitude !== null && viewer.longitude !== null;
      const poolSize = limit + BAN_HEADROOM;

      const filters: SQL[] = [
        sql`p.first_name is not null and not p.hidden`,
        wantsViewer(viewer.gender),
        sql`p.age between ${viewer.minAge} and ${viewer.maxAge}`,
      ];
      if (viewer.age !== null) filters.push(sql`${viewer.age} between p.discovery_min_age and p.discovery_max_age`);
      // The geo cells the radius reaches; null without a position.
      let cells: number[] | null = null;
      if (hasPosition) {
        const latitude = viewer.latitude!;
        const longitude = viewer.longitude!;
        // Inside the bounding box a flat-earth check is accurate to well under 1 % at these radii and
        // costs no trigonometry per index entry; the exact distance is computed for the winners only.
        const kmPerDegree = 111.32;
        const cosLat = Math.cos((latitude * Math.PI) / 180);
        const latSpan = viewer.distanceKm / 111;
        const lonSpan = viewer.distanceKm / (111 * Math.max(0.01, cosLat));
        filters.push(sql`p.latitude between ${latitude - latSpan} and ${latitude + latSpan}`);
        if (lonSpan < 180) filters.push(sql`p.longitude between ${longitude - lonSpan} and ${longitude + lonSpan}`);
        filters.push(sql`power((p.latitude - ${latitude}) * ${kmPerDegree}, 2) +
          power((p.longitude - ${longitude}) * ${kmPerDegree * cosLat}, 2) <= ${viewer.distanceKm ** 2}`);
        const [lonFrom, lonTo] = lonSpan < 180 ? [longitude - lonSpan, longitude + lonSpan] : [-180, 180];
        // The cells under the bounding box, less those whose nearest point is outside the radius (by the
        // same flat-earth measure, so none of their members could pass it).
        const clamp = (value: number, from: number) => Math.min(Math.max(value, from), from + 1);
        cells = [];
        for (let lat = Math.floor(latitude - latSpan); lat <= Math.floor(latitude + latSpan); lat++) {
          for (let lon = Math.floor(lonFrom); lon <= Math.floor(lonTo); lon++) {
            const dLat = (clamp(latitude, lat) - latitude) * kmPerDegree;
            const dLon = (clamp(longitude, lon) - longitude) * kmPerDegree * cosLat;
            // (A hair of slack for rounding: a cell too many costs one index probe, one too few a member.)
            if (dLat ** 2 + dLon ** 2 <= viewer.distanceKm ** 2 * (1 + 1e-9)) cells.push(geoCellOf(lat, lon));
          }
        }
      }
      filters.push(sql`p.id <> ${viewer.id}`);
      const where = sql.join(filters, sql` and `);
      // NOT IN over the viewer's own (indexed) lists is one hashed subplan, not a probe per entry. The lists
      // hold no null (see `excluded`): one null would make NOT IN exclude everyone.
      const notExcluded = sql`p.id not in (select id from excluded)`;

      // Each gender group's cells, each read in the deck's order down to the pool size at most (a LATERAL
      // probe of the group's index per cell: one small plan however many cells), or, without a position,
      // the whole group.
      const recent = sql.join(
        groups.map((group) =>
          cells
            ? sql`(select c.* from unnest(array[${sql.raw(cells.join(", "))}]::integer[]) as cell(id) cross join lateral (
                select p.id, p.last_seen_at, p.created_at from profiles p
                where p.geo_cell = cell.id and ${sql.raw(group.where)} and ${where} and ${notExcluded}
                order by ${DECK_ORDER} limit ${sql.raw(String(poolSize))}) as c)`
            : sql`(select p.id, p.last_seen_at, p.created_at from profiles p
                where ${sql.raw(group.where)} and ${where} and ${notExcluded}
                order by ${DECK_ORDER} limit ${sql.raw(String(poolSize))})`,
        ),
        sql` union all `,
      );

      // Blocks either way are the `excluded` CTE's last two lines: the rule db/visibility.ts writes for
      // every other read, spelt out here because this benchmarked plan wants them in that one hashed list.
      // Its first two lines hold every match I am in (an unmatch, 'ended', included: never shown again)
      // but a pending like from the other: those are my fans, shown first. A match's side is null once
      // that member deleted their account: such rows are left out of both lists.
      const rows = await queryRows<PoolRow>(
        db,
        sql`
        with excluded as (
          select m.user2_id as id from matches m where m.user1_id = ${viewer.id} and m.user2_id is not null
          union all select m.user1_id from matches m
            where m.user2_id = ${viewer.id} and m.status <> 'pending' and m.user1_id is not null
          union all select s.target_id from passes s where s.user_id = ${viewer.id}
          union all select b.blocked_id from blocks b where b.blocker_id = ${viewer.id}
          union all select b.blocker_id from blocks b where b.blocked_id = ${viewer.id}
        ), fans as (
          select m.user1_id as id from matches m
          where m.user2_id = ${viewer.id} and m.status = 'pending' and m.user1_id is not null
        )
        select p.id, pool.liked_me, p.age, p.match_style, p.mbti_type, p.looking_for, p.relationship_type, p.religion,
          p.has_children, p.languages, p.interests, p.deal_breakers, p.discovery_min_age, p.discovery_max_age,
          p.discovery_distance_km, p.latitude, p.longitude, ${locationSharedBy(sql.raw("p.id"))} as shares_location
        from (
          select * from (
            -- Whoever liked me comes first: the few of them, through the same filters.
            select p.id, true as liked_me, p.last_seen_at, p.created_at from profiles p
            where p.id in (select id from fans) and (${sql.join(
              groups.map((group) => sql.raw(group.where)),
              sql` or `,
            )}) and ${where} and ${notExcluded}
            union all
            -- Then the most recently active of everyone else.
            select r.id, false, r.last_seen_at, r.created_at
            from (select * from (${recent}) as ranges order by ${DECK_ORDER} limit ${sql.raw(String(poolSize))}) as r
            where r.id not in (select id from fans)
          ) as candidates
          order by liked_me desc, ${DECK_ORDER}
          limit ${sql.raw(String(poolSize))}
        ) as pool
        join profiles p on p.id = pool.id
        -- Banned accounts are rare, so the pool has a little headroom for them.
        join users u on u.id = p.id and (u.banned is not true or u.ban_expires < now())
        order by pool.liked_me desc, pool.last_seen_at desc nulls last, pool.created_at desc nulls last, pool.id
        limit ${sql.raw(String(limit))}`,
      );
      return rows.map((row) => ({
        id: row.id,
        likedMe: row.liked_me,
        // A member who does not share their location is placed in the radius above, but their distance
        // is nobody's to know: not on the card, and not in the score's reasons.
        distanceKm:
          hasPosition && row.shares_location && row.latitude !== null && row.longitude !== null
            ? distanceKm(
                { latitude: viewer.latitude!, longitude: viewer.longitude! },
                { latitude: row.latitude, longitude: row.longitude },
              )
            : null,
        profile: {
          age: row.age,
          matchStyle: row.match_style,
          mbtiType: row.mbti_type,
          lookingFor: row.looking_for,
          relationshipType: row.relationship_type,
          religion: row.religion,
          hasChildren: row.has_children,
          languages: row.languages,
          interests: row.interests,
          dealBreakers: row.deal_breakers,
          minAge: row.discovery_min_age,
          maxAge: row.discovery_max_age,
          maxDistanceKm: row.discovery_distance_km,
        },
      }));
    },
  };
}
export type DeckRepository = ReturnType<typeof createDeckRepository>;
