import {
  DEFAULT_LOCALE,
  NEARBY_KM,
  SearchQuerySchema,
  compatibility,
  isMbti,
  mbtiPair,
  type SearchPage,
} from "@kindred/contracts";
import { translatorFor } from "../../i18n/translator";
import type { ConnectionsRepository } from "../matching/connections.repository";
import { mapPublicProfile, toCompatibilityProfile } from "../profile/profile-mappers";
import type { ProfileRepository } from "../profile/profile.repository";
import type { PhotoReader } from "../profile/profile.service";
import type { ReviewsReader } from "../reviews/reviews.module";
import type { SearchRepository } from "./search.repository";

/** Ranking switches score at most this many results, newest first, before paging. */
const RANK_POOL = 500;
/** "MBTI compatibility" keeps pairs the table rates at least this well. */
const MBTI_COMPATIBLE = 0.75;

export function createSearchService(deps: {
  search: SearchRepository;
  profiles: ProfileRepository;
  photos: PhotoReader;
  connections: ConnectionsRepository;
  reviews: ReviewsReader;
}) {
  return {
    /** A page of results; each score's reasons worded in `locale`. */
    async search(viewerId: string, input: unknown, locale: string = DEFAULT_LOCALE): Promise<SearchPage> {
      const query = SearchQuerySchema.parse(input);
      const viewer = await deps.profiles.find(viewerId);
      const origin = { latitude: viewer?.latitude ?? null, longitude: viewer?.longitude ?? null };
      const say = translatorFor(locale);
      const ranking = query.useQuizData || query.mbtiCompatibility;
      const offset = (query.page - 1) * query.pageSize;
      const rows = await deps.search.search(
        viewerId,
        origin,
        query,
        ranking ? { limit: RANK_POOL, offset: 0 } : { limit: query.pageSize, offset },
      );
      const found = await deps.profiles.findMany(
        rows.map((row) => row.id),
        viewerId,
      );
      const byId = new Map(found.map((row) => [row.id, row]));

      let scored = rows.map((row) => {
        const profile = byId.get(row.id)!;
        const distance = row.distance_km === null ? null : Number(row.distance_km);
        // No score without a profile of my own to score against (I am never among the results).
        const score = viewer
          ? compatibility(toCompatibilityProfile(viewer), toCompatibilityProfile(profile), distance, say)
          : null;
        return { row: profile, distance, score };
      });
      let total = Number(rows[0]?.total ?? 0);
      if (query.mbtiCompatibility) {
        const mine = viewer?.mbtiType;
        const pair = (other: string | null) => (isMbti(mine) && isMbti(other) ? mbtiPair(mine, other) : 0);
        scored = scored
          .filter(({ row }) => pair(row.mbtiType) >= MBTI_COMPATIBLE)
          .sort((a, b) => pair(b.row.mbtiType) - pair(a.row.mbtiType));
        total = scored.length;
      }
      if (query.useQuizData) scored = scored.sort((a, b) => (b.score?.score ?? -1) - (a.score?.score ?? -1));
      if (ranking) scored = scored.slice(offset, offset + query.pageSize);

      const ids = scored.map(({ row }) => row.id);
      const [photos, connections, reviews] = await Promise.all([
        deps.photos.visibleToMany(ids, viewerId),
        deps.connections.between(viewerId, ids),
        deps.reviews.summariesFor(ids),
      ]);
      const results = scored.map(({ row, distance, score }) => ({
        profile: mapPublicProfile(row, photos.get(row.id) ?? [], viewer),
        compatibility: score,
        nearby: distance !== null && distance <= NEARBY_KM,
        connection: connections.get(row.id)!,
        reviews: reviews.get(row.id) ?? null,
      }));
      return { results, total, page: query.page, pageSize: query.pageSize };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
