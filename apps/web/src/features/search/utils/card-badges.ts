import { MBTI_NOT_SURE, type PublicProfile } from "@kindred/contracts";
import { ethnicityLabel, religionLabel } from "@/lib/profile-format";

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
