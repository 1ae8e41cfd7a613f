import {
  ETHNICITIES,
  GENDERS,
  MATCH_STYLE_INFO,
  MBTI_INFO,
  MBTI_TYPES,
  RELIGIONS,
  type MatchStyle,
  type PublicProfile,
} from "@kindred/contracts";
import { t } from "@/lib/i18n/i18n";

/*
 * How a member is shown on every screen that lists or opens one (dashboard, deck, search, inbox):
 * names, initials, option labels and pictures, written once so they read the same everywhere.
 */

type Option = { readonly value: string; readonly label: string };

/** The label for a stored option value; an unknown value is shown as stored rather than dropped. */
const labelIn = (options: readonly Option[]) => (value: string | null | undefined) =>
  value ? (options.find((option) => option.value === value)?.label ?? value) : null;

export const genderLabel = labelIn(GENDERS);
export const ethnicityLabel = labelIn(ETHNICITIES);
export const religionLabel = labelIn(RELIGIONS);

export function mbtiDescription(type: string | null) {
  if (!type) return null;
  const info = (MBTI_TYPES as readonly string[]).includes(type) ? MBTI_INFO[type as keyof typeof MBTI_INFO] : null;
  return info ? `${type} · ${info.name}` : type;
}

export const matchStyleOf = (style: MatchStyle | null | undefined) => (style ? MATCH_STYLE_INFO[style] : null);
export const matchStyleName = (style: MatchStyle | null | undefined) => matchStyleOf(style)?.name ?? null;

type Named = { firstName: string | null; lastName: string | null };

/** The name a card shows: the first name, or something readable when a profile has none. */
export const firstNameOf = (profile: Pick<PublicProfile, "firstName">) => profile.firstName?.trim() || t("Someone");

/** 'Ada, 34' (or just 'Ada' without an age). */
export const nameAndAge = (profile: Pick<PublicProfile, "firstName" | "age">) =>
  profile.age === null ? firstNameOf(profile) : `${firstNameOf(profile)}, ${profile.age}`;

/** 'Ada L.': first name and last initial, as other members are listed (spec 000 section 2). */
export function shortName(firstName: string | null, lastName: string | null) {
  const initial = lastName?.trim().charAt(0);
  return [firstName?.trim(), initial ? `${initial.toUpperCase()}.` : null].filter(Boolean).join(" ");
}

/** 'Ada Lovelace'; the server already fills in 'Unknown User' for a member without a name. */
export const fullName = (person: Named) =>
  [person.firstName, person.lastName].filter((part) => part?.trim()).join(" ") || t("Unknown User");

/** The letter an avatar shows without a photo: the first non-blank name's. */
export const initialOf = (...names: (string | null | undefined)[]) =>
  names
    .find((name) => name?.trim())
    ?.trim()
    .charAt(0)
    .toUpperCase() ?? "?";

/** 'AL': the avatar's fallback where both names are shown. */
export const initialsOf = (person: Named) =>
  [person.firstName, person.lastName]
    .map((part) => part?.trim().charAt(0) ?? "")
    .join("")
    .toUpperCase() || "?";

/** 'Austin, Texas, United States · 5 km away'. */
export function whereabouts(profile: Pick<PublicProfile, "location" | "distanceKm">) {
  return {
    location: profile.location?.trim() || null,
    distance: profile.distanceKm === null ? null : t("{distance} km away", { distance: profile.distanceKm }),
  };
}

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

/** The small picture to list someone with: the first photo's preview, else the avatar. */
export const thumbnailOf = (profile: { avatar: string | null; photos: readonly { previewUrl: string }[] }) =>
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
