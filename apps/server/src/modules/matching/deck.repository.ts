import { DECK_MAX_DISTANCE_KM } from "@kindred/contracts";
import { eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { discoveryCountrywide, profiles } from "../../db/schema";
import { distanceKm } from "../../lib/gazetteer";
import type { ProfileRow } from "../profile/profile.repository";
import {
  CANDIDATE_POOL,
  countrywide,
  excludedFor,
  groupsFor,
  memberFilters,
  near,
  poolQuery,
  type Candidate,
  type PoolRow,
  type Viewer,
} from "./deck-query";

export { geoCellOf, type Candidate, type Viewer } from "./deck-query";

export function createDeckRepository(db: Db) {
  // Every deck request starts from the viewer's own row and whether they widened to their country:
  // one prepared statement for both.
  const viewerRow = db
    .select({
      profile: profiles,
      countrywide: sql<boolean>`exists (select 1 from ${discoveryCountrywide}
        where ${discoveryCountrywide.userId} = ${profiles.id})`,
    })
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder("id")))
    .prepare("deck_viewer");

  return {
    /** The member's profile row, and whether their deck reaches their whole country. */
    async viewer(userId: string): Promise<{ profile: ProfileRow; countrywide: boolean } | undefined> {
      const [row] = await viewerRow.execute({ id: userId });
      return row;
    },

    async candidates(viewer: Viewer, limit = CANDIDATE_POOL): Promise<Candidate[]> {
      const hasPosition = viewer.latitude !== null && viewer.longitude !== null;
      // One JSON value for the whole pool: the driver parses one field natively, rather than 18 columns
      // (five of them text arrays) of each of some 300 rows.
      const [pool] = await queryRows<{ rows: PoolRow[] }>(db, poolQuery(viewer, limit));
      return (pool?.rows ?? []).map((row) => ({
        id: row.id,
        likedMe: row.liked_me,
        // A member who does not share their location is dealt only when no position or country decides
        // the deck (see `excludedFor`), and their distance is nobody's to know: not on the card, and not
        // in the score's reasons.
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

    /**
     * How many more members each wider reach would add to the deck, under every rule the deck applies
     * (the same filters and `excluded` list, and the ban check): for each radius in `radiiKm`, those
     * inside it but outside my current radius; and, when I have a country, those "anywhere in my
     * country" (as `countrywide`) outside it. One statement with a conditional count per step. Needs
     * my position: without one the deck has no radius to widen.
     */
    async reach(viewer: Viewer, radiiKm: number[]): Promise<{ radii: number[]; countrywide: number | null }> {
      if (viewer.latitude === null || viewer.longitude === null)
        return { radii: radiiKm.map(() => 0), countrywide: null };
      const widest = Math.max(viewer.distanceKm, DECK_MAX_DISTANCE_KM, ...radiiKm);
      const { squared, where: withinWidest } = near(viewer.latitude, viewer.longitude, widest);
      const country = countrywide(viewer);
      const inside = (km: number) => sql`coalesce(${squared} <= ${km ** 2}, false)`;
      const current = inside(viewer.distanceKm);
      const counts = [
        ...radiiKm.map((km) => sql`count(*) filter (where ${inside(km)} and not ${current})::int`),
        country ? sql`count(*) filter (where ${country} and not ${current})::int` : sql`null::int`,
      ];
      const [row] = await queryRows<{ counts: (number | null)[] }>(
        db,
        sql`with excluded as (${excludedFor(viewer.id, true)})
        select array[${sql.join(counts, sql`, `)}] as counts
        from profiles p
        join users u on u.id = p.id and (u.banned is not true or u.ban_expires < now())
        where (${sql.join(
          groupsFor(viewer.interestedIn).map((group) => sql.raw(group.where)),
          sql` or `,
        )}) and ${sql.join(memberFilters(viewer), sql` and `)}
          and p.id not in (select id from excluded)
          and (${withinWidest}${country ? sql` or ${country}` : sql``})`,
      );
      const values = row?.counts ?? [];
      return {
        radii: radiiKm.map((_, i) => values[i] ?? 0),
        countrywide: country ? (values[radiiKm.length] ?? 0) : null,
      };
    },

    async setCountrywide(userId: string, on: boolean): Promise<void> {
      if (on) await db.insert(discoveryCountrywide).values({ userId }).onConflictDoNothing();
      else await db.delete(discoveryCountrywide).where(eq(discoveryCountrywide.userId, userId));
    },
  };
}
export type DeckRepository = ReturnType<typeof createDeckRepository>;
