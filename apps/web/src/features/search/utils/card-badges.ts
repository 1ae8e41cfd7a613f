import { MBTI_NOT_SURE, type PublicProfile } from "@kindred/contracts";
import { ethnicityLabel, religionLabel } from "@/lib/profile-format";
import { t } from "@/lib/i18n/i18n";

/** An option's label (a message) in the language in use; none stays none. */
const label = (option: string | null | undefined) => (option ? t(option) : null);

/**
 * Spec 001 section 2, the card's badges in order: MBTI type, religion, first language, ethnicity,
 * first relationship type, and 'Looking for: {first} +' (the '+' only when there are more). The MBTI
 * type is a code, the same in every language; the option labels are messages.
 */
export function cardBadges(profile: PublicProfile): string[] {
  const [firstWanted, ...moreWanted] = profile.lookingFor;
  return [
    profile.mbtiType && profile.mbtiType !== MBTI_NOT_SURE ? profile.mbtiType : null,
    label(religionLabel(profile.religion)),
    label(profile.languages[0]),
    label(ethnicityLabel(profile.ethnicity)),
    label(profile.relationshipType[0]),
    firstWanted
      ? moreWanted.length
        ? t("Looking for: {first} +", { first: t(firstWanted) })
        : t("Looking for: {first}", { first: t(firstWanted) })
      : null,
  ].filter((badge): badge is string => Boolean(badge));
}
