import {
  DECK_PAGE_SIZE,
  DEFAULT_LOCALE,
  DECK_WIDEN_STEPS_MILES,
  DiscoveryPreferencesSchema,
  PotentialMatchesQuerySchema,
  approximateMiles,
  compatibility,
  compatibilityScorer,
  milesToKm,
  type DeckCard,
  type DeckReach,
  type DiscoveryPreferences,
  type ProfileCard,
  type PublicProfile,
  msg,
} from "@kindred/contracts";
import { AppError } from "../../errors";
import { translatorFor } from "../../i18n/translator";
import { distanceKm } from "../../lib/gazetteer";
import { mapPhotoJson } from "../photos/photo-mappers";
import { mapPublicProfile, toCompatibilityProfile } from "../profile/profile-mappers";
import type { ProfileRepository } from "../profile/profile.repository";
import type { PhotoReader } from "../profile/profile.service";
import type { ReviewsReader } from "../reviews/reviews.module";
import type { ConnectionsRepository } from "./connections.repository";
import type { Candidate, DeckRepository, Viewer } from "./deck.repository";

type ProfileRow = NonNullable<Awaited<ReturnType<ProfileRepository["find"]>>>;

/** The deck's view of a member: their profile's filters, and whether they widened to their country. */
export const viewerOf = (row: ProfileRow, countrywide: boolean): Viewer => ({
  id: row.id,
  age: row.age,
  gender: row.gender,
  interestedIn: row.interestedIn,
  latitude: row.latitude,
  longitude: row.longitude,
  minAge: row.discoveryMinAge,
  maxAge: row.discoveryMaxAge,
  distanceKm: row.discoveryDistanceKm,
  country: row.country,
  countrywide,
});

export function createDeckService(deps: {
  deck: DeckRepository;
  profiles: ProfileRepository;
  photos: PhotoReader;
  connections: ConnectionsRepository;
  reviews: ReviewsReader;
}) {
  /**
   * The deck's ranking, which every list of potential matches reads: the hard filters in SQL
   * (`DeckRepository.candidates`), then the compatibility score, best first; the best `limit` of them.
   * Nobody for a member without a profile. The reasons are worded in `locale`.
   */
  async function ranked(viewerId: string, limit: number, locale: string = DEFAULT_LOCALE) {
    const own = await deps.deck.viewer(viewerId);
    if (!own) return undefined;
    const viewer = own.profile;
    const candidates = await deps.deck.candidates(viewerOf(viewer, own.countrywide));
    // The viewer's side of the score is worked out once for the whole pool, and only the cards
    // shown are given their confidence and reasons.
    const scorer = compatibilityScorer(toCompatibilityProfile(viewer), translatorFor(locale));
    const scores = candidates.map((candidate) => scorer.score(candidate.profile, candidate.distanceKm));
    // Stable sort: equal scores keep the pool's order (whoever liked me first, then the most recently active).
    const best = candidates
      .map((_, i) => i)
      .sort((x, y) => scores[y]! - scores[x]!)
      .slice(0, limit)
      .map((i) => candidates[i]!);
    return { viewer, scorer, best, ids: best.map((candidate) => candidate.id) };
  }

  /** The ranked candidates with their full rows (read for the winners only), in rank order. */
  function withRows<R extends { id: string }>(best: Candidate[], rows: R[]) {
    const byId = new Map(rows.map((row) => [row.id, row]));
    return best.flatMap((candidate) => {
      const row = byId.get(candidate.id);
      return row ? [{ candidate, row }] : [];
    });
  }

  return {
    /**
     * One potential match in full (`/match/{id}`): hidden, banned, blocked or unmatched members are not
     * found. The score's reasons are worded in `locale`.
     */
    async card(viewerId: string, profileId: string, locale: string = DEFAULT_LOCALE): Promise<ProfileCard> {
      const notFound = new AppError("NOT_FOUND", msg("This profile does not exist or is no longer available."));
      if (profileId === viewerId) throw notFound;
      const [row, viewer, ended] = await Promise.all([
        deps.profiles.findVisibleTo(profileId, viewerId),
        deps.profiles.find(viewerId),
        deps.connections.ended(viewerId, profileId),
      ]);
      if (!row || ended) throw notFound;
      const distance =
        viewer?.latitude != null && viewer.longitude != null && row.latitude != null && row.longitude != null
          ? distanceKm(
              { latitude: viewer.latitude, longitude: viewer.longitude },
              { latitude: row.latitude, longitude: row.longitude },
            )
          : null;
      const [photos, connections, reviews] = await Promise.all([
        deps.photos.visibleTo(profileId, viewerId),
        deps.connections.between(viewerId, [profileId]),
        deps.reviews.summariesFor([profileId]),
      ]);
      return {
        profile: mapPublicProfile(row, photos, viewer),
        compatibility: viewer
          ? compatibility(toCompatibilityProfile(viewer), toCompatibilityProfile(row), distance, translatorFor(locale))
          : { score: 50, confidence: "low", reasons: [] },
        connection: connections.get(profileId)!,
        reviews: reviews.get(profileId) ?? null,
      };
    },

    /** The deck: hard filters in SQL, then ranked by the compatibility score, best first; reasons in `locale`. */
    async deck(viewerId: string, limit = DECK_PAGE_SIZE, locale: string = DEFAULT_LOCALE): Promise<DeckCard[]> {
      const deal = await ranked(viewerId, limit, locale);
      if (!deal) return [];
      // Only the winners' full rows are read, with their photos, beside their review summaries.
      const [rows, reviews] = await Promise.all([
        deps.profiles.findManyWithPhotos(deal.ids, viewerId),
        deps.reviews.summariesFor(deal.ids),
      ]);
      return withRows(deal.best, rows).map(({ candidate, row }) => ({
        profile: mapPublicProfile(row, row.photos.map(mapPhotoJson), deal.viewer),
        compatibility: deal.scorer.compatibility(candidate.profile, candidate.distanceKm),
        likedYou: candidate.likedMe,
        reviews: reviews.get(row.id) ?? null,
        // From the candidate's distance, which is null when they do not share their location.
        distanceMiles: approximateMiles(candidate.distanceKm),
      }));
    },

    /**
     * The dashboard's potential matches: the deck's first `limit` members (the query's,
     * POTENTIAL_MATCHES_LIMIT by default), by the same rules and ranking, so the two never disagree.
     */
    async potential(viewerId: string, query: unknown = {}): Promise<PublicProfile[]> {
      const { limit } = PotentialMatchesQuerySchema.parse(query);
      const deal = await ranked(viewerId, limit);
      if (!deal) return [];
      const rows = await deps.profiles.findManyWithPhotos(deal.ids, viewerId);
      return withRows(deal.best, rows).map(({ row }) =>
        mapPublicProfile(row, row.photos.map(mapPhotoJson), deal.viewer),
      );
    },

    async preferences(viewerId: string): Promise<DiscoveryPreferences> {
      const own = await deps.deck.viewer(viewerId);
      const row = own?.profile;
      const countrywide = own?.countrywide ?? false;
      return {
        minAge: row?.discoveryMinAge ?? 18,
        maxAge: row?.discoveryMaxAge ?? 65,
        distanceKm: countrywide ? null : (row?.discoveryDistanceKm ?? 80),
      };
    },

    /** Validated whole before anything is written: a refused change leaves the filters as they were. */
    async savePreferences(viewerId: string, input: unknown): Promise<DiscoveryPreferences> {
      const prefs = DiscoveryPreferencesSchema.parse(input);
      await deps.profiles.upsert(viewerId, {
        discoveryMinAge: prefs.minAge,
        discoveryMaxAge: prefs.maxAge,
        // Country-wide keeps the last radius, for when the member narrows again.
        ...(prefs.distanceKm === null ? {} : { discoveryDistanceKm: prefs.distanceKm }),
      });
      await deps.deck.setCountrywide(viewerId, prefs.distanceKm === null);
      return prefs;
    },

    /**
     * The wider steps the deck can offer, each with how many more members it would add: the radius
     * steps beyond mine, then my whole country (when my profile names one). Nothing to offer without a
     * position (the deck has no radius then) or when I already look country-wide.
     */
    async reach(viewerId: string): Promise<DeckReach> {
      const own = await deps.deck.viewer(viewerId);
      const row = own?.profile;
      if (!row || own.countrywide || row.latitude === null || row.longitude === null) {
        return { country: row?.country ?? null, steps: [] };
      }
      const radii = DECK_WIDEN_STEPS_MILES.map(milesToKm).filter((km) => km > row.discoveryDistanceKm);
      const counts = await deps.deck.reach(viewerOf(row, false), radii);
      return {
        country: row.country,
        steps: [
          ...radii.map((distanceKm, i) => ({ distanceKm, more: counts.radii[i]! })),
          ...(counts.countrywide === null ? [] : [{ distanceKm: null, more: counts.countrywide }]),
        ],
      };
    },
  };
}
export type DeckService = ReturnType<typeof createDeckService>;
