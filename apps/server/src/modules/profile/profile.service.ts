import {
  ProfileUpdateInputSchema,
  SaveMatchStyleInputSchema,
  formatLocation,
  type OwnProfile,
  type Photo,
  type PublicProfile,
  msg,
} from "@kindred/contracts";
import { AppError } from "../../errors";
import { findCity } from "../../lib/gazetteer";
import { mapPhotoJson } from "../photos/photo-mappers";
import { mapOwnProfile, mapPublicProfile } from "./profile-mappers";
import type { ProfileRepository } from "./profile.repository";

export type PhotoReader = {
  own: (userId: string) => Promise<Photo[]>;
  visibleTo: (ownerId: string, viewerId: string) => Promise<Photo[]>;
  visibleToMany: (ownerIds: string[], viewerId: string) => Promise<Map<string, Photo[]>>;
};

export function createProfileService(repo: ProfileRepository, photos: PhotoReader) {
  return {
    async getOwn(userId: string): Promise<OwnProfile | null> {
      const row = await repo.findOwn(userId);
      return row ? mapOwnProfile(row, row.photos.map(mapPhotoJson)) : null;
    },

    async update(userId: string, input: unknown): Promise<OwnProfile> {
      const profile = ProfileUpdateInputSchema.parse(input);
      const { location, ...fields } = profile;
      const city = findCity(location.country, location.state, location.city);
      if (!city) {
        throw new AppError(
          "VALIDATION_FAILED",
          msg("We could not find {city} in {region}. Check the spelling or choose a nearby city."),
          { "location.city": msg("City not found") },
          { city: location.city, region: location.state ?? location.country },
        );
      }
      const row = await repo.upsert(userId, {
        ...fields,
        country: city.country,
        state: city.state,
        city: city.name,
        location: formatLocation({ city: city.name, state: city.state, country: city.country }),
        latitude: city.latitude,
        longitude: city.longitude,
      });
      return mapOwnProfile(row, await photos.own(userId));
    },

    async saveMatchStyle(userId: string, input: unknown): Promise<OwnProfile> {
      const { matchStyle, answers } = SaveMatchStyleInputSchema.parse(input);
      const row = await repo.upsert(userId, { matchStyle, ...(answers ? { quizAnswers: answers } : {}) });
      return mapOwnProfile(row, await photos.own(userId));
    },

    async getForViewer(viewerId: string, profileId: string): Promise<PublicProfile> {
      if (profileId === viewerId) {
        const own = await repo.find(viewerId);
        if (own) return mapPublicProfile(own, await photos.own(viewerId), own);
      }
      const row = await repo.findVisibleTo(profileId, viewerId);
      if (!row) throw new AppError("NOT_FOUND", msg("This profile does not exist or is no longer available."));
      const [visible, viewer] = await Promise.all([photos.visibleTo(profileId, viewerId), repo.find(viewerId)]);
      return mapPublicProfile(row, visible, viewer);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
