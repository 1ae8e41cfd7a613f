import { MATCH_STYLE_INFO, type MatchStyle } from "./quiz";
import {
  COMMITTED_GOALS,
  REASON_MESSAGES,
  goalsOf,
  inEnglish,
  joinReasonItems as list,
  religionLabel,
  type Phrase,
} from "./compatibility-parts";
import { isMbti, mbtiPair, stylePair } from "./compatibility-tables";

export type { Phrase } from "./compatibility-parts";

/** What the score reads of a member. Distance comes from the server (it alone knows coordinates). */
export type CompatibilityProfile = {
  age: number | null;
  matchStyle: string | null;
  mbtiType: string | null;
  lookingFor: string[];
  relationshipType: string[];
  religion: string | null;
  hasChildren: boolean;
  languages: string[];
  interests: string[];
  dealBreakers: string[];
  minAge: number;
  maxAge: number;
  maxDistanceKm: number;
};

export type Confidence = "low" | "medium" | "high";
export type Compatibility = { score: number; confidence: Confidence; reasons: string[] };

/**
 * Importance of each wish, on OkCupid's scale (a little 1, somewhat 10, very 50, mandatory 250).
 * A deal breaker is mandatory; relationship goals matter most; personality is a soft boost.
 */
export const WEIGHTS = {
  goals: 50,
  age: 10,
  distance: 10,
  matchStyle: 10,
  mbti: 5,
  religion: 10,
  languages: 10,
  interests: 10,
} as const;

/**
 * A broken deal breaker is a near-veto rather than a heavy weight: with a geometric mean, even
 * OkCupid's "mandatory" 250 would still leave a 55 % match. Each broken one multiplies the score by this.
 */
export const DEAL_BREAKER_FACTOR = 0.2;

/** Shrinks a side toward 50 % while few components could be scored: k = max(0, 30 - 5n) weight units. */
const shrinkage = (components: number) => Math.max(0, 30 - 5 * components);

type Component = { key: string; weight: number; score: number; reason?: string };

const overlap = (a: string[], b: string[]) => a.filter((item) => b.includes(item));

/**
 * A's satisfaction with B, one component at a time (only those both profiles let us score), each
 * reason worded by `say`.
 */
function components(
  a: CompatibilityProfile,
  b: CompatibilityProfile,
  distanceKm: number | null,
  say: Phrase,
): Component[] {
  const out: Component[] = [];
  const goalsA = goalsOf(a);
  const goalsB = goalsOf(b);
  if (goalsA.length && goalsB.length) {
    const shared = overlap(goalsA, goalsB);
    out.push({
      key: "goals",
      weight: WEIGHTS.goals,
      score: shared.length ? 1 : 0,
      reason: shared.length ? say(REASON_MESSAGES.goals, { goals: list(shared.slice(0, 2), say) }) : undefined,
    });
  }
  if (b.age !== null) {
    const outside = b.age < a.minAge ? a.minAge - b.age : b.age > a.maxAge ? b.age - a.maxAge : 0;
    out.push({ key: "age", weight: WEIGHTS.age, score: Math.max(0, 1 - outside / 10) });
  }
  if (distanceKm !== null) {
    const share = distanceKm / Math.max(1, a.maxDistanceKm);
    out.push({
      key: "distance",
      weight: WEIGHTS.distance,
      score: share <= 1 ? 1 - share / 2 : 0,
      reason: distanceKm <= 10 ? say(REASON_MESSAGES.distance, { km: Math.max(1, Math.round(distanceKm)) }) : undefined,
    });
  }
  if (a.matchStyle && b.matchStyle && a.matchStyle in MATCH_STYLE_INFO && b.matchStyle in MATCH_STYLE_INFO) {
    const pair = stylePair(a.matchStyle as MatchStyle, b.matchStyle as MatchStyle);
    const nameA = say(MATCH_STYLE_INFO[a.matchStyle as MatchStyle].name);
    const nameB = say(MATCH_STYLE_INFO[b.matchStyle as MatchStyle].name);
    const reason =
      a.matchStyle === b.matchStyle
        ? say(pair.reason, { style: nameA })
        : say(pair.reason, { first: nameA, second: nameB });
    out.push({ key: "matchStyle", weight: WEIGHTS.matchStyle, score: pair.score, reason });
  }
  if (isMbti(a.mbtiType) && isMbti(b.mbtiType)) {
    const score = mbtiPair(a.mbtiType, b.mbtiType);
    out.push({
      key: "mbti",
      weight: WEIGHTS.mbti,
      score,
      reason: say(REASON_MESSAGES.mbti, { first: a.mbtiType, second: b.mbtiType }),
    });
  }
  if (a.religion && b.religion) {
    const same = a.religion === b.religion;
    out.push({
      key: "religion",
      weight: WEIGHTS.religion,
      score: same ? 1 : 0.4,
      reason: same ? say(REASON_MESSAGES.religion, { religion: say(religionLabel(a.religion)) }) : undefined,
    });
  }
  if (a.languages.length && b.languages.length) {
    const shared = overlap(a.languages, b.languages);
    const foreign = shared.filter((language) => language !== "English");
    out.push({
      key: "languages",
      weight: WEIGHTS.languages,
      score: shared.length ? 1 : 0,
      reason: foreign.length
        ? say(REASON_MESSAGES.languages, { languages: list(foreign.slice(0, 2), say) })
        : undefined,
    });
  }
  if (a.interests.length && b.interests.length) {
    const shared = overlap(a.interests, b.interests);
    out.push({
      key: "interests",
      weight: WEIGHTS.interests,
      score: Math.min(1, shared.length / Math.min(3, a.interests.length, b.interests.length)),
      reason: shared.length ? say(REASON_MESSAGES.interests, { interests: list(shared.slice(0, 2), say) }) : undefined,
    });
  }
  return out;
}

/** A's deal breakers that B breaks (only those the profiles let us check). */
function brokenDealBreakers(a: CompatibilityProfile, b: CompatibilityProfile, distanceKm: number | null): number {
  const goalsB = goalsOf(b);
  return a.dealBreakers.filter((breaker) => {
    if (breaker === "Has children") return b.hasChildren;
    if (breaker === "Different religion") return !!a.religion && !!b.religion && a.religion !== b.religion;
    if (breaker === "Long distance") return distanceKm !== null && distanceKm > a.maxDistanceKm;
    if (breaker === "Not looking for commitment")
      return goalsB.length > 0 && !goalsB.some((goal) => COMMITTED_GOALS.includes(goal));
    return false;
  }).length;
}

function satisfaction(parts: Component[]): number {
  const k = shrinkage(parts.length);
  const earned = parts.reduce((sum, part) => sum + part.weight * part.score, 0);
  const possible = parts.reduce((sum, part) => sum + part.weight, 0);
  return (earned + k / 2) / (possible + k || 1);
}

/**
 * The match percentage: each side's satisfaction with the other, combined as their geometric mean
 * (OkCupid's published formula), so a one-sided fit scores low. Symmetric by construction. The
 * reference: the deck scores its pool with `compatibilityScorer`, which must answer the same. The
 * reasons are worded by `say` (the server's translator in the reader's language; English by default).
 */
export function compatibility(
  a: CompatibilityProfile,
  b: CompatibilityProfile,
  distanceKm: number | null = null,
  say: Phrase = inEnglish,
): Compatibility {
  const fromA = components(a, b, distanceKm, say);
  const fromB = components(b, a, distanceKm, say);
  const broken = brokenDealBreakers(a, b, distanceKm) + brokenDealBreakers(b, a, distanceKm);
  const score = Math.round(Math.sqrt(satisfaction(fromA) * satisfaction(fromB)) * DEAL_BREAKER_FACTOR ** broken * 100);
  const scored = Math.min(fromA.length, fromB.length);
  const confidence: Confidence = scored < 4 ? "low" : scored < 7 ? "medium" : "high";

  // A reason counts when both sides are well served by it; heavier components first.
  const byKey = new Map(fromB.map((part) => [part.key, part]));
  const reasons = fromA
    .filter((part) => part.reason && part.score >= 0.75 && (byKey.get(part.key)?.score ?? 0) >= 0.75)
    .sort((x, y) => y.weight * y.score - x.weight * x.score)
    .map((part) => part.reason!)
    .slice(0, 3);
  return { score, confidence, reasons };
}
