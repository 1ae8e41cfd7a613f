import { NEW_MEMBER_DAYS } from "@kindred/contracts";
import type { CompatibilityProfile, MatchStyle, OwnProfile, Photo, PublicProfile } from "@kindred/contracts";
import { distanceKm } from "../../lib/gazetteer";
import type { OwnProfileRow, ProfileRow } from "./profile.repository";

export function mapOwnProfile(row: OwnProfileRow, photos: Photo[]): OwnProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    age: row.age,
    gender: row.gender,
    interestedIn: row.interestedIn,
    relationshipType: row.relationshipType,
    lookingFor: row.lookingFor,
    location: row.location,
    country: row.country,
    state: row.state,
    city: row.city,
    bio: row.bio,
    ethnicity: row.ethnicity,
    height: row.height,
    weight: row.weight,
    relationshipStatus: row.relationshipStatus,
    hasChildren: row.hasChildren,
    mbtiType: row.mbtiType,
    religion: row.religion,
    languages: row.languages,
    interests: row.interests,
    communicationStyle: row.communicationStyle,
    loveLanguage: row.loveLanguage,
    education: row.education,
    occupation: row.occupation,
    dealBreakers: row.dealBreakers,
    matchStyle: (row.matchStyle as MatchStyle | null) ?? null,
    quizAnswers: (row.quizAnswers as MatchStyle[] | null) ?? null,
    avatar: photos[0]?.url ?? null,
    photos,
    verified: row.verifiedPhotoId !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What another member sees. Coordinates stay here: only a distance rounded to whole km (at least 1)
 * goes out, and the avatar is the first photo this viewer may see.
 */
export function mapPublicProfile(row: ProfileRow, visiblePhotos: Photo[], viewer?: ProfileRow): PublicProfile {
  const own = mapOwnProfile(row, visiblePhotos);
  const { quizAnswers: _answers, country: _country, state: _state, city: _city, ...rest } = own;
  let distance: number | null = null;
  if (viewer && viewer.id !== row.id && hasPosition(viewer) && hasPosition(row)) {
    distance = Math.max(1, Math.round(distanceKm(viewer, row)));
  }
  return {
    ...rest,
    isNew: Date.now() - row.createdAt.getTime() < NEW_MEMBER_DAYS * 24 * 60 * 60 * 1000,
    distanceKm: distance,
  };
}

const hasPosition = (row: ProfileRow): row is ProfileRow & { latitude: number; longitude: number } =>
  row.latitude !== null && row.longitude !== null;

/** What the compatibility score reads of a member (the deck and search rank by it). */
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
