import type { SearchQuery } from "@kindred/contracts";
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { aliasedMember, locationSharedBy, memberVisibleTo, noEndedMatchBetween, placeable } from "../../db/visibility";
import { containsPattern } from "../../db/like";

export type SearchRow = { id: string; distance_km: number | null; total: number };
type Origin = { latitude: number | null; longitude: number | null };

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km from a point to each profile's city (search shows and filters on it). */
const distanceSql = (lat: number, lon: number) => sql`(2 * ${EARTH_RADIUS_KM} * asin(sqrt(
  power(sin(radians(p.latitude - ${lat}) / 2), 2) +
  cos(radians(${lat})) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${lon}) / 2), 2))))`;

const member = aliasedMember("p", "u");
/**
 * Search by text and filters, paged in SQL; blocked, hidden, banned and unmatched members never
 * appear, nor does the searching member.
 */
export function createSearchRepository(db: Db) {
  return {
    async search(viewerId: string, origin: Origin, query: SearchQuery, paging: { limit: number; offset: number }) {
      const where: SQL[] = [
        sql`p.id <> ${viewerId}`,
        memberVisibleTo(viewerId, member),
        noEndedMatchBetween(member.id, viewerId),
        sql`p.age between ${query.minAge} and ${query.maxAge}`,
      ];
      if (query.q) {
        const pattern = containsPattern(query.q);
        // A member's city matches the text only when they share it.
        where.push(sql`(p.first_name ilike ${pattern} or p.last_name ilike ${pattern}
                        or (p.location ilike ${pattern} and ${locationSharedBy(member.id)}) or p.bio ilike ${pattern})`);
      }
      if (query.gender === "male" || query.gender === "female") where.push(sql`p.gender = ${query.gender}`);
      if (query.religion) where.push(sql`p.religion = ${query.religion}`);
      if (query.mbtiType) where.push(sql`p.mbti_type = ${query.mbtiType}`);
      if (query.language) where.push(sql`${query.language} = any(p.languages)`);
      if (query.interests.length)
        where.push(
          sql`p.interests && ${sql`array[${sql.join(
            query.interests.map((i) => sql`${i}`),
            sql`, `,
          )}]::text[]`}`,
        );
      if (query.lookingFor.length) {
        const wanted = sql`array[${sql.join(
          query.lookingFor.map((i) => sql`${i}`),
          sql`, `,
        )}]::text[]`;
        where.push(sql`(p.looking_for && ${wanted} or p.relationship_type && ${wanted})`);
      }
      const hasOrigin = origin.latitude !== null && origin.longitude !== null;
      const distance = hasOrigin ? distanceSql(origin.latitude!, origin.longitude!) : sql`null::float8`;
      // Only members a position may place: one who does not share their location has no distance to be within.
      if (query.distanceKm !== undefined && hasOrigin)
        where.push(sql`${distance} <= ${query.distanceKm} and ${placeable(member.id)}`);
      // The page first, then whether each of its few members shares their distance.
      return queryRows<SearchRow>(
        db,
        sql`select found.id, case when ${locationSharedBy(sql.raw("found.id"))}
                   then found.distance_km end as distance_km, found.total
            from (select p.id, p.created_at, ${distance} as distance_km, count(*) over () as total
                  from profiles p join users u on u.id = p.id
                  where ${sql.join(where, sql` and `)}
                  order by p.created_at desc, p.id
                  limit ${paging.limit} offset ${paging.offset}) as found
            order by found.created_at desc, found.id`,
      );
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
