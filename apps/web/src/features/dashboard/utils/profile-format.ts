import { ETHNICITIES, GENDERS, MATCH_STYLE_INFO, type MatchStyle } from "@kindred/contracts";

type Option = { readonly value: string; readonly label: string };

/** The label for a stored option value; an unknown value is shown as stored rather than dropped. */
const labelIn = (options: readonly Option[]) => (value: string | null | undefined) =>
  value ? (options.find((option) => option.value === value)?.label ?? value) : null;

export const genderLabel = labelIn(GENDERS);
export const ethnicityLabel = labelIn(ETHNICITIES);

export const matchStyleName = (style: MatchStyle | null | undefined) => (style ? MATCH_STYLE_INFO[style].name : null);

/** The letter an avatar shows without a photo. */
export const initialOf = (...names: (string | null | undefined)[]) =>
  names
    .find((name) => name?.trim())
    ?.trim()
    .charAt(0)
    .toUpperCase() ?? "?";

/** 'Ada L.': first name and last initial, as other members are listed (spec 000 section 2). */
export function shortName(firstName: string | null, lastName: string | null) {
  const initial = lastName?.trim().charAt(0);
  return [firstName?.trim(), initial ? `${initial.toUpperCase()}.` : null].filter(Boolean).join(" ");
}

/** The small picture to list someone with: the thumbnail of their first photo when there is one. */
export const thumbnailOf = (profile: { avatar: string | null; photos: { previewUrl: string }[] }) =>
  profile.photos[0]?.previewUrl ?? profile.avatar;
