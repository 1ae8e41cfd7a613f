import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { queryRows, type Db } from "../../db/client";
import { profiles, users } from "../../db/schema";
import { distanceKm } from "../geo/gazetteer";
import type { ProfileRow } from "../profiles/profiles.repository";

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

export type Candidate = { profile: ProfileRow; distanceKm: number | null; likedMe: boolean };

// The raw SQL below names the tables p and u.
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

/**
 * Every hard filter of the deck in one index-only query: not me, mutual gender and interest, each other's age
 * ranges, my distance radius, not already liked by me, not matched, not skipped, not blocked either
 * way, visible (named, not hidden, not banned). Exclusions are anti-joins on indexed pairs.
 */
export function createDeckRepository(db: Db) {
  return {
    async candidates(viewer: Viewer, limit = CANDIDATE_POOL): Promise<Candidate[]> {
      const genders = gendersFor(viewer.interestedIn);
      const hasPosition = viewer.latitude !== null && viewer.longitude !== null;
      // Inside the bounding box a flat-earth check is accurate to well under 1 % at these radii and
      // costs no trigonometry per index entry; the exact distance is computed for the winners only.
      const kmPerDegree = 111.32;
      const cosLat = hasPosition ? Math.cos((viewer.latitude! * Math.PI) / 180) : 1;
      const withinRadius = hasPosition
        ? sql`power((p.latitude - ${viewer.latitude}) * ${kmPerDegree}, 2) +
              power((p.longitude - ${viewer.longitude}) * ${kmPerDegree * cosLat}, 2) <= ${viewer.distanceKm ** 2}`
        : sql`true`;
      const latSpan = viewer.distanceKm / 111;
      const lonSpan = hasPosition ? viewer.distanceKm / (111 * Math.max(0.01, Math.cos((viewer.latitude! * Math.PI) / 180))) : 0;
      // Phase 1 reads only the covering index (profiles_deck_idx): every filter, the exclusions as
      // anti-joins on the viewer's few likes, skips and blocks, and the order, without touching a row.
      const pool = await queryRows<{ id: string; liked_me: boolean }>(
        db,
        sql`
        select p.id, (lm.id is not null) as liked_me
        from profiles p
        left join matches lm on lm.user1_id = p.id and lm.user2_id = ${viewer.id} and lm.status = 'pending'
        where p.id <> ${viewer.id}
          and p.first_name is not null and not p.hidden
          ${genders ? sql`and p.gender in ${genders}` : sql``}
          and ${wantsViewer(viewer.gender)}
          and p.age between ${viewer.minAge} and ${viewer.maxAge}
          ${viewer.age !== null ? sql`and ${viewer.age} between p.discovery_min_age and p.discovery_max_age` : sql``}
          ${
            hasPosition
              ? sql`and p.latitude between ${viewer.latitude! - latSpan} and ${viewer.latitude! + latSpan}
                    ${lonSpan < 180 ? sql`and p.longitude between ${viewer.longitude! - lonSpan} and ${viewer.longitude! + lonSpan}` : sql``}
                    and ${withinRadius}`
              : sql``
          }
          -- NOT IN over the viewer's own (indexed, NOT NULL) lists becomes one hashed subplan each,
          -- instead of a nested-loop probe per candidate.
          and p.id not in (select m.user2_id from matches m where m.user1_id = ${viewer.id})
          and p.id not in (select m.user1_id from matches m where m.user2_id = ${viewer.id} and m.status = 'active')
          and p.id not in (select s.target_id from passes s where s.user_id = ${viewer.id})
          and p.id not in (select b.blocked_id from blocks b where b.blocker_id = ${viewer.id})
          and p.id not in (select b.blocker_id from blocks b where b.blocked_id = ${viewer.id})
        order by liked_me desc, p.last_seen_at desc nulls last, p.created_at desc
        limit ${limit + BAN_HEADROOM}`,
      );
      if (pool.length === 0) return [];
      // Phase 2 fetches the few rows that made it, dropping banned accounts (rare, so a little headroom).
      const found = await db
        .select({ profile: p })
        .from(p)
        .innerJoin(u, eq(u.id, p.id))
        .where(and(inArray(p.id, pool.map((row) => row.id)), sql`(u.banned is not true or u.ban_expires < now())`));
      const byId = new Map(found.map(({ profile }) => [profile.id, profile]));
      const rows = pool
        .filter((row) => byId.has(row.id))
        .slice(0, limit)
        .map((row) => {
          const profile = byId.get(row.id)!;
          const distance =
            hasPosition && profile.latitude !== null && profile.longitude !== null
              ? distanceKm({ latitude: viewer.latitude!, longitude: viewer.longitude! }, { latitude: profile.latitude, longitude: profile.longitude })
              : null;
          return { profile, distanceKm: distance, likedMe: row.liked_me };
        });
      return rows;
    },
  };
}
export type DeckRepository = ReturnType<typeof createDeckRepository>;
