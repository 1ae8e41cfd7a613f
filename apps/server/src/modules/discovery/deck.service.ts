import {
  DECK_PAGE_SIZE,
  DiscoveryPreferencesSchema,
  compatibility,
  type Compatibility,
  type CompatibilityProfile,
  type DiscoveryPreferences,
  type PublicProfile,
} from "@kindred/contracts";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";
import { mapPublicProfile } from "../profiles/profile-mappers";
import type { ProfileRow, ProfilesRepository } from "../profiles/profiles.repository";
import type { PhotoReader } from "../profiles/profiles.service";
import type { DeckRepository } from "./deck.repository";

export type DeckCard = { profile: PublicProfile; compatibility: Compatibility; likedYou: boolean };

export const toCompatibilityProfile = (row: ProfileRow): CompatibilityProfile => ({
  age: row.age,
  matchStyle: row.matchStyle,
  mbtiType: row.mbtiType,
  lookingFor: row.lookingFor,
  relationshipType: row.relationshipType,
  religion: row.religion,
  hasChildren: row.hasChildren,
  languages: row.languages,
  interests: row.interests,
  dealBreakers: row.dealBreakers,
  minAge: row.discoveryMinAge,
  maxAge: row.discoveryMaxAge,
  maxDistanceKm: row.discoveryDistanceKm,
});

export function createDeckService(deps: { db: Db; deck: DeckRepository; profiles: ProfilesRepository; photos: PhotoReader }) {
  return {
    /** The deck: hard filters in SQL, then ranked by the compatibility score, best first. */
    async deck(viewerId: string, limit = DECK_PAGE_SIZE): Promise<DeckCard[]> {
      const viewer = await deps.profiles.find(viewerId);
      if (!viewer) return [];
      const candidates = await deps.deck.candidates({
        id: viewer.id,
        age: viewer.age,
        gender: viewer.gender,
        interestedIn: viewer.interestedIn,
        latitude: viewer.latitude,
        longitude: viewer.longitude,
        minAge: viewer.discoveryMinAge,
        maxAge: viewer.discoveryMaxAge,
        distanceKm: viewer.discoveryDistanceKm,
      });
      if (candidates.length === 0) return [];
      const rows = await deps.db.select().from(profiles).where(inArray(profiles.id, candidates.map((c) => c.id)));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const me = toCompatibilityProfile(viewer);
      const ranked = candidates
        .map((candidate) => {
          const row = byId.get(candidate.id)!;
          const distance = candidate.distance_km === null ? null : Number(candidate.distance_km);
          return { row, likedYou: candidate.liked_me, compatibility: compatibility(me, toCompatibilityProfile(row), distance) };
        })
        .sort((a, b) => b.compatibility.score - a.compatibility.score)
        .slice(0, limit);
      return Promise.all(
        ranked.map(async ({ row, likedYou, compatibility: score }) => ({
          profile: mapPublicProfile(row, await deps.photos.visibleTo(row.id, viewerId), viewer),
          compatibility: score,
          likedYou,
        })),
      );
    },

    async preferences(viewerId: string): Promise<DiscoveryPreferences> {
      const row = await deps.profiles.find(viewerId);
      return {
        minAge: row?.discoveryMinAge ?? 18,
        maxAge: row?.discoveryMaxAge ?? 65,
        distanceKm: row?.discoveryDistanceKm ?? 80,
      };
    },

    async savePreferences(viewerId: string, input: unknown): Promise<DiscoveryPreferences> {
      const prefs = DiscoveryPreferencesSchema.parse(input);
      await deps.profiles.upsert(viewerId, {
        discoveryMinAge: prefs.minAge,
        discoveryMaxAge: prefs.maxAge,
        discoveryDistanceKm: prefs.distanceKm,
      });
      return prefs;
    },
  };
}
export type DeckService = ReturnType<typeof createDeckService>;
