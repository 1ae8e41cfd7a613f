import { eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { profiles, users } from "../../db/schema";
import type { ProfileRow } from "../profiles/profiles.repository";

/** How many candidates the SQL filters hand to the scorer; the deck is the best of these. */
export const CANDIDATE_POOL = 300;
const EARTH_RADIUS_KM = 6371;

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

export type Candidate = { profile: ProfileRow; distanceKm: number | null; likedMe: boolean };

// The raw filters below name the tables p and u.
const p = alias(profiles, "p");
const u = alias(users, "u");

/** Which genders a member interested in `interest` wants to see (null = anyone). */
const gendersFor = (interest: string | null) =>
  interest === "men" ? ["male"] : interest === "women" ? ["female"] : null;

/** The other side: is a member of gender `gender` wanted by candidates' interested_in? */
function wantsViewer(gender: string | null): SQL {
  const targeted = gender === "male" ? "men" : gender === "female" ? "women" : null;
  return targeted
    ? sql`(p.interested_in is null or p.interested_in in ('everyone', ${targeted}))`
    : sql`(p.interested_in is null or p.interested_in = 'everyone')`;
}

export const distanceSql = (lat: number, lon: number) => sql`(2 * ${EARTH_RADIUS_KM} * asin(sqrt(
  power(sin(radians(p.latitude - ${lat}) / 2), 2) +
  cos(radians(${lat})) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${lon}) / 2), 2))))`;

/**
 * Every hard filter of the deck in one query: not me, mutual gender and interest, each other's age
 * ranges, my distance radius, not already liked by me, not matched, not skipped, not blocked either
 * way, visible (named, not hidden, not banned). Exclusions are anti-joins on indexed pairs.
 */
export function createDeckRepository(db: Db) {
  return {
    async candidates(viewer: Viewer, limit = CANDIDATE_POOL): Promise<Candidate[]> {
      const genders = gendersFor(viewer.interestedIn);
      const hasPosition = viewer.latitude !== null && viewer.longitude !== null;
      const distance = hasPosition ? distanceSql(viewer.latitude!, viewer.longitude!) : sql`null::float8`;
      const latSpan = viewer.distanceKm / 111;
      const lonSpan = hasPosition ? viewer.distanceKm / (111 * Math.max(0.01, Math.cos((viewer.latitude! * Math.PI) / 180))) : 0;
      // A join rather than a subquery per row: the planner builds the (small) set of my likers once.
      const likedMe = sql<boolean>`(lm.id is not null)`;
      const rows = await db
        .select({ profile: p, distanceKm: sql<number | null>`${distance}`, likedMe })
        .from(p)
        .innerJoin(u, eq(u.id, p.id))
        .leftJoin(
          sql`matches lm`,
          sql`lm.user1_id = p.id and lm.user2_id = ${viewer.id} and lm.status = 'pending'`,
        )
        .where(
          sql`p.id <> ${viewer.id}
          and p.first_name is not null and not p.hidden
          and (u.banned is not true or u.ban_expires < now())
          ${genders ? sql`and p.gender in ${genders}` : sql``}
          and ${wantsViewer(viewer.gender)}
          and p.age between ${viewer.minAge} and ${viewer.maxAge}
          ${viewer.age !== null ? sql`and ${viewer.age} between p.discovery_min_age and p.discovery_max_age` : sql``}
          ${
            hasPosition
              ? sql`and p.latitude between ${viewer.latitude! - latSpan} and ${viewer.latitude! + latSpan}
                    ${lonSpan < 180 ? sql`and p.longitude between ${viewer.longitude! - lonSpan} and ${viewer.longitude! + lonSpan}` : sql``}
                    and ${distance} <= ${viewer.distanceKm}`
              : sql``
          }
          and not exists (select 1 from matches m where m.user1_id = ${viewer.id} and m.user2_id = p.id)
          and not exists (select 1 from matches m where m.user1_id = p.id and m.user2_id = ${viewer.id} and m.status = 'active')
          and not exists (select 1 from passes s where s.user_id = ${viewer.id} and s.target_id = p.id)
          and not exists (select 1 from blocks b where b.blocker_id = ${viewer.id} and b.blocked_id = p.id)
          and not exists (select 1 from blocks b where b.blocker_id = p.id and b.blocked_id = ${viewer.id})`,
        )
        .orderBy(sql`${likedMe} desc`, sql`p.last_seen_at desc nulls last`, sql`p.created_at desc`)
        .limit(limit);
      return rows.map((row) => ({ ...row, distanceKm: row.distanceKm === null ? null : Number(row.distanceKm) }));
    },
  };
}
export type DeckRepository = ReturnType<typeof createDeckRepository>;
