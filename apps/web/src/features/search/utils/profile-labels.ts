import { ETHNICITIES, MBTI_NOT_SURE, RELIGIONS, type PublicProfile } from "@kindred/contracts";

type Option = { readonly value: string; readonly label: string };

/** The label for a stored option value; an unknown value is shown as stored rather than dropped. */
const labelIn = (options: readonly Option[]) => (value: string | null) =>
  value ? (options.find((option) => option.value === value)?.label ?? value) : null;

const religionLabel = labelIn(RELIGIONS);
const ethnicityLabel = labelIn(ETHNICITIES);

/**
 * Spec 001 section 2, the card's badges in order: MBTI type, religion, first language, ethnicity,
 * first relationship type, and 'Looking for: {first} +' (the '+' only when there are more).
 */
export function cardBadges(profile: PublicProfile): string[] {
  const [firstWanted, ...moreWanted] = profile.lookingFor;
  return [
    profile.mbtiType && profile.mbtiType !== MBTI_NOT_SURE ? profile.mbtiType : null,
    religionLabel(profile.religion),
    profile.languages[0] ?? null,
    ethnicityLabel(profile.ethnicity),
    profile.relationshipType[0] ?? null,
    firstWanted ? `Looking for: ${firstWanted}${moreWanted.length ? " +" : ""}` : null,
  ].filter((badge): badge is string => Boolean(badge));
}

/** The picture for the card: the first photo's preview, else the avatar. */
export const photoOf = (profile: PublicProfile) => profile.photos[0]?.previewUrl ?? profile.avatar;

/** The letter shown without a photo. */
export const initialOf = (name: string | null) => name?.trim().charAt(0).toUpperCase() || "?";
