import { DECK_MAX_DISTANCE_KM, type CompatibilityProfile } from "@kindred/contracts";
import { sql, type SQL } from "drizzle-orm";
import { DECK_GROUPS } from "../../db/schema";
import { locationSharedBy, unplaceableMemberIds } from "../../db/visibility";

/*
 * The deck's SQL: who may be dealt to a viewer (the filters on the candidate, the excluded list, the
 * reach of a radius or a country) and the pool query the repository runs.
 */

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
  /** From profiles.country: where "anywhere in my country" reaches. */
  country: string | null;
  /** Widened to the whole country (discovery_countrywide): no radius. */
  countrywide: boolean;
};

/** A candidate as the scorer needs it: what compatibility reads, its distance, and whether they liked me. */
export type Candidate = { id: string; likedMe: boolean; distanceKm: number | null; profile: CompatibilityProfile };

export type PoolRow = {
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
export const groupsFor = (interest: string | null) =>
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

const KM_PER_DEGREE = 111.32;

/**
 * Within `km` of a position: the bounding box (cheap on the index's columns), then a flat-earth check,
 * accurate to well under 1 % at these radii and free of trigonometry per row; the exact distance is
 * computed for the winners only. `squared` is that flat-earth distance squared, in km², for counting.
 */
export function near(latitude: number, longitude: number, km: number) {
  const cosLat = Math.cos((latitude * Math.PI) / 180);
  const latSpan = km / 111;
  const lonSpan = km / (111 * Math.max(0.01, cosLat));
  const squared = sql`(power((p.latitude - ${latitude}) * ${KM_PER_DEGREE}, 2) +
    power((p.longitude - ${longitude}) * ${KM_PER_DEGREE * cosLat}, 2))`;
  const filters: SQL[] = [sql`p.latitude between ${latitude - latSpan} and ${latitude + latSpan}`];
  if (lonSpan < 180) filters.push(sql`p.longitude between ${longitude - lonSpan} and ${longitude + lonSpan}`);
  filters.push(sql`${squared} <= ${km ** 2}`);
  return { where: sql`(${sql.join(filters, sql` and `)})`, squared, cosLat, latSpan, lonSpan };
}

/**
 * Where "anywhere in my country" reaches: every member in my country, and (so widening never loses
 * anyone, near a border) everyone within the widest radius step. Without a country on my profile it
 * reaches everyone.
 */
export function countrywide(viewer: Viewer): SQL | null {
  if (viewer.country === null) return null;
  const widest = viewer.latitude !== null && viewer.longitude !== null;
  return widest
    ? sql`(p.country = ${viewer.country} or ${near(viewer.latitude!, viewer.longitude!, DECK_MAX_DISTANCE_KM).where})`
    : sql`p.country = ${viewer.country}`;
}

/**
 * Everyone the viewer can never be dealt: every match I am in (an unmatch, 'ended', included: never shown
 * again) but a pending like from the other (those are my fans, shown first), my skips, and blocks either
 * way; and, when a position or a country decides who is dealt (`placed`), every member who does not
 * share their location (visibility.ts's `placeable`: no radius or country places them). The rules
 * db/visibility.ts writes for every other read, spelt out here because the deck's benchmarked plan wants
 * them in one hashed list. A match's side is null once that member deleted their account: such rows are
 * left out (one null would make NOT IN exclude everyone).
 */
export const excludedFor = (viewerId: string, placed: boolean) => sql`
  select m.user2_id as id from matches m where m.user1_id = ${viewerId} and m.user2_id is not null
  union all select m.user1_id from matches m
    where m.user2_id = ${viewerId} and m.status <> 'pending' and m.user1_id is not null
  union all select s.target_id from passes s where s.user_id = ${viewerId}
  union all select b.blocked_id from blocks b where b.blocker_id = ${viewerId}
  union all select b.blocker_id from blocks b where b.blocked_id = ${viewerId}${
    placed
      ? sql`
  union all ${unplaceableMemberIds}`
      : sql``
  }`;

/** The filters on the candidate alone: visible, mutual interest, each other's ages, not me. */
export function memberFilters(viewer: Viewer): SQL[] {
  const filters: SQL[] = [
    sql`p.first_name is not null and not p.hidden`,
    wantsViewer(viewer.gender),
    sql`p.age between ${viewer.minAge} and ${viewer.maxAge}`,
  ];
  if (viewer.age !== null) filters.push(sql`${viewer.age} between p.discovery_min_age and p.discovery_max_age`);
  filters.push(sql`p.id <> ${viewer.id}`);
  return filters;
}

const DECK_ORDER = sql.raw("last_seen_at desc nulls last, created_at desc nulls last, id");
/** The pool's order: whoever liked me first, then the deck's. */
const POOL_ORDER = sql.raw(
  "pool.liked_me desc, pool.last_seen_at desc nulls last, pool.created_at desc nulls last, pool.id",
);

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
export function poolQuery(viewer: Viewer, limit: number): SQL {
  const groups = groupsFor(viewer.interestedIn);
  const hasPosition = viewer.latitude !== null && viewer.longitude !== null;
  const poolSize = limit + BAN_HEADROOM;

  const filters = memberFilters(viewer);
  // The geo cells the radius reaches; null when it reaches no cells (no position, or country-wide).
  let cells: number[] | null = null;
  // Whether a position or a country decides who is dealt: then nobody it cannot place is.
  let placed = false;
  if (viewer.countrywide) {
    const country = countrywide(viewer);
    if (country) filters.push(country);
    placed = country !== null;
  } else if (hasPosition) {
    placed = true;
    const latitude = viewer.latitude!;
    const longitude = viewer.longitude!;
    const radius = near(latitude, longitude, viewer.distanceKm);
    const { cosLat, latSpan, lonSpan } = radius;
    filters.push(radius.where);
    const [lonFrom, lonTo] = lonSpan < 180 ? [longitude - lonSpan, longitude + lonSpan] : [-180, 180];
    // The cells under the bounding box, less those whose nearest point is outside the radius (by the
    // same flat-earth measure, so none of their members could pass it).
    const clamp = (value: number, from: number) => Math.min(Math.max(value, from), from + 1);
    cells = [];
    for (let lat = Math.floor(latitude - latSpan); lat <= Math.floor(latitude + latSpan); lat++) {
      for (let lon = Math.floor(lonFrom); lon <= Math.floor(lonTo); lon++) {
        const dLat = (clamp(latitude, lat) - latitude) * KM_PER_DEGREE;
        const dLon = (clamp(longitude, lon) - longitude) * KM_PER_DEGREE * cosLat;
        // (A hair of slack for rounding: a cell too many costs one index probe, one too few a member.)
        if (dLat ** 2 + dLon ** 2 <= viewer.distanceKm ** 2 * (1 + 1e-9)) cells.push(geoCellOf(lat, lon));
      }
    }
  }
  const where = sql.join(filters, sql` and `);
  // NOT IN over the viewer's own (indexed) lists is one hashed subplan, not a probe per entry. The lists
  // hold no null (see `excluded`): one null would make NOT IN exclude everyone.
  const notExcluded = sql`p.id not in (select id from excluded)`;

  // Each gender group's cells, each read in the deck's order down to the pool size at most (a LATERAL
  // probe of the group's index per cell: one small plan however many cells), or, without a position
  // or country-wide, the whole group.
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

  return sql`
  with excluded as (${excludedFor(viewer.id, placed)}
  ), fans as (
    select m.user1_id as id from matches m
    where m.user2_id = ${viewer.id} and m.status = 'pending' and m.user1_id is not null
  )
  select coalesce(json_agg(deck_pool order by deck_pool.place), '[]'::json) as rows from (
  select row_number() over (order by ${POOL_ORDER}) as place, p.id, pool.liked_me, p.age, p.match_style, p.mbti_type, p.looking_for, p.relationship_type, p.religion,
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
  order by ${POOL_ORDER}
  limit ${sql.raw(String(limit))}) as deck_pool`;
}
