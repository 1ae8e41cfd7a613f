import { GENDERS, MATCH_STYLE_INFO, MBTI_INFO, MBTI_TYPES, RELIGIONS, type PublicProfile } from "@kindred/contracts";

/** The spec's fallback for an empty field on the full profile. */
export const NOT_SPECIFIED = "Not specified";

type Option = { readonly value: string; readonly label: string };
const labelIn = (options: readonly Option[]) => (value: string | null | undefined) =>
  value ? (options.find((option) => option.value === value)?.label ?? value) : null;

export const religionLabel = labelIn(RELIGIONS);
export const genderLabel = labelIn(GENDERS);

/** The name a card shows: the first name, or something readable when a profile has none. */
export const firstNameOf = (profile: Pick<PublicProfile, "firstName">) => profile.firstName?.trim() || "Someone";

/** 'Ada, 34' (or just 'Ada' without an age). */
export const nameAndAge = (profile: Pick<PublicProfile, "firstName" | "age">) =>
  profile.age === null ? firstNameOf(profile) : `${firstNameOf(profile)}, ${profile.age}`;

export const initialOf = (profile: Pick<PublicProfile, "firstName">) => firstNameOf(profile).charAt(0).toUpperCase();

/** 'Austin, Texas, United States · 5 km away'. */
export function whereabouts(profile: Pick<PublicProfile, "location" | "distanceKm">) {
  return {
    location: profile.location?.trim() || null,
    distance: profile.distanceKm === null ? null : `${profile.distanceKm} km away`,
  };
}

export function mbtiDescription(type: string | null) {
  if (!type) return null;
  const info = (MBTI_TYPES as readonly string[]).includes(type) ? MBTI_INFO[type as keyof typeof MBTI_INFO] : null;
  return info ? `${type} · ${info.name}` : type;
}

export const matchStyleOf = (style: PublicProfile["matchStyle"]) => (style ? MATCH_STYLE_INFO[style] : null);

type PhotoLike = { url: string; previewUrl: string; width: number };

/** A photo's sources for `srcset`: the 400 px preview, and the full photo for wide or dense screens. */
export const photoSources = (photo: PhotoLike) => ({
  src: photo.previewUrl,
  srcSet: photo.width > 400 ? `${photo.previewUrl} 400w, ${photo.url} ${photo.width}w` : undefined,
});

/** The photo a card opens with: the first photo, else the avatar, else none (the placeholder). */
export function firstPhotoOf(profile: Pick<PublicProfile, "photos" | "avatar">) {
  const photo = profile.photos[0];
  if (photo) return photoSources(photo);
  return profile.avatar ? { src: profile.avatar, srcSet: undefined } : null;
}

/** The small round picture: the first photo's preview, else the avatar. */
export const thumbnailOf = (profile: Pick<PublicProfile, "photos" | "avatar">) =>
  profile.photos[0]?.previewUrl ?? profile.avatar;

/**
 * Every pair keeps white text at AA or better (rose-700 #be123c on white is 6.1:1, the lightest stop
 * here is darker still), so the name on a placeholder stays readable.
 */
const GRADIENTS = [
  "from-rose-500 via-rose-600 to-fuchsia-800",
  "from-fuchsia-600 via-purple-700 to-indigo-800",
  "from-orange-600 via-rose-600 to-rose-800",
  "from-violet-600 via-fuchsia-700 to-rose-700",
  "from-teal-700 via-cyan-800 to-indigo-800",
] as const;

/** A gradient picked by name, so the same person always gets the same placeholder. */
export function gradientFor(seed: string) {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return GRADIENTS[hash % GRADIENTS.length]!;
}
