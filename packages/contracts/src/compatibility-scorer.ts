import { MATCH_STYLE_INFO, type MatchStyle } from "./quiz";
import {
  DEAL_BREAKER_FACTOR,
  WEIGHTS,
  type Compatibility,
  type CompatibilityProfile,
  type Confidence,
} from "./compatibility";
import {
  COMMITTED_GOALS,
  REASON_MESSAGES,
  goalsOf,
  inEnglish,
  joinReasonItems,
  religionLabel,
  type Phrase,
} from "./compatibility-parts";
import { MBTI_TABLE, isMbti, stylePair } from "./compatibility-tables";

// The components that can give a reason, numbered in `components`' order (age, 1, never does).
const GOALS = 0;
const DISTANCE = 2;
const MATCH_STYLE = 3;
const MBTI = 4;
const RELIGION = 5;
const LANGUAGES = 6;
const INTERESTS = 7;

const shrunk = (earned: number, possible: number, components: number) => {
  const k = Math.max(0, 30 - 5 * components);
  return (earned + k / 2) / (possible + k || 1);
};
const ageScore = (age: number, minAge: number, maxAge: number) =>
  Math.max(0, 1 - (age < minAge ? minAge - age : age > maxAge ? age - maxAge : 0) / 10);
const distanceScore = (km: number, maxKm: number) => {
  const share = km / Math.max(1, maxKm);
  return share <= 1 ? 1 - share / 2 : 0;
};
/** How many of `items` (duplicates included) `other` holds. */
const countIn = (items: string[], other: string[]) => {
  let count = 0;
  for (const item of items) if (other.includes(item)) count++;
  return count;
};
const hasGoal = (p: CompatibilityProfile, goal: string) =>
  p.lookingFor.includes(goal) || p.relationshipType.includes(goal);

/**
 * `compatibility(viewer, candidate, distanceKm)` for one viewer against many candidates (the deck's
 * pool): the viewer's side is worked out once; `score` allocates nothing, so the whole pool can be
 * ranked by it, and `compatibility` phrases reasons only for the (at most three) shown, for the cards
 * dealt. Both must answer exactly what `compatibility` answers, sums taken in the same order
 * (compatibility-scorer.test.ts holds them to that). Reasons are worded by `say`, as there.
 */
export function compatibilityScorer(a: CompatibilityProfile, say: Phrase = inEnglish) {
  const goalsA = goalsOf(a);
  const aUncommitted = goalsA.length > 0 && !goalsA.some((goal) => COMMITTED_GOALS.includes(goal));
  const aStyle = a.matchStyle && a.matchStyle in MATCH_STYLE_INFO ? (a.matchStyle as MatchStyle) : null;
  // The style pairing's score for each style the other may have (`stylePair` builds a key per call).
  const aStyleScores = aStyle
    ? new Map(Object.keys(MATCH_STYLE_INFO).map((style) => [style, stylePair(aStyle, style as MatchStyle).score]))
    : null;
  const aMbti = isMbti(a.mbtiType) ? MBTI_TABLE[a.mbtiType] : null;
  const aMbtiRow = aMbti ? new Map<string, number>(Object.entries(aMbti)) : null;
  const aReligionLabel = a.religion ? religionLabel(a.religion) : null;
  let aBreaksChildren = 0;
  let aBreaksReligion = 0;
  let aBreaksDistance = 0;
  let aBreaksCommitment = 0;
  for (const breaker of a.dealBreakers) {
    if (breaker === "Has children") aBreaksChildren++;
    else if (breaker === "Different religion") aBreaksReligion++;
    else if (breaker === "Long distance") aBreaksDistance++;
    else if (breaker === "Not looking for commitment") aBreaksCommitment++;
  }

  function reasonFor(key: number, b: CompatibilityProfile, distanceKm: number): string {
    switch (key) {
      case GOALS: {
        const shared = goalsA.filter((goal) => hasGoal(b, goal));
        return say(REASON_MESSAGES.goals, { goals: joinReasonItems(shared.slice(0, 2), say) });
      }
      case DISTANCE:
        return say(REASON_MESSAGES.distance, { km: Math.max(1, Math.round(distanceKm)) });
      case MATCH_STYLE: {
        const pair = stylePair(aStyle!, b.matchStyle as MatchStyle);
        const nameA = say(MATCH_STYLE_INFO[aStyle!].name);
        return a.matchStyle === b.matchStyle
          ? say(pair.reason, { style: nameA })
          : say(pair.reason, { first: nameA, second: say(MATCH_STYLE_INFO[b.matchStyle as MatchStyle].name) });
      }
      case MBTI:
        return say(REASON_MESSAGES.mbti, { first: a.mbtiType, second: b.mbtiType });
      case RELIGION:
        return say(REASON_MESSAGES.religion, { religion: say(aReligionLabel!) });
      case LANGUAGES: {
        const foreign = a.languages.filter((language) => language !== "English" && b.languages.includes(language));
        return say(REASON_MESSAGES.languages, { languages: joinReasonItems(foreign.slice(0, 2), say) });
      }
      default: {
        const shared = a.interests.filter((interest) => b.interests.includes(interest));
        return say(REASON_MESSAGES.interests, { interests: joinReasonItems(shared.slice(0, 2), say) });
      }
    }
  }

  // Scratch for one pair at a time (scoring is synchronous): how many sides were scored, and the
  // components that may give a reason (A's side has one, both sides 0.75 or better), in order.
  let scored = 0;
  let reasonCount = 0;
  const reasonKeys: number[] = [];
  const reasonRanks: number[] = [];
  const consider = (key: number, weight: number, scoreA: number, scoreB: number) => {
    if (scoreA < 0.75 || scoreB < 0.75) return;
    reasonKeys[reasonCount] = key;
    reasonRanks[reasonCount++] = weight * scoreA;
  };

  /** The score; with `collect`, also fills the scratch above. Sums are taken in `components`' order. */
  function evaluate(b: CompatibilityProfile, distanceKm: number | null, collect: boolean): number {
    let earnedA = 0;
    let possibleA = 0;
    let countA = 0;
    let earnedB = 0;
    let possibleB = 0;
    let countB = 0;
    reasonCount = 0;
    const goalsB = b.lookingFor.length + b.relationshipType.length;
    if (goalsA.length && goalsB) {
      let shared = false;
      for (const goal of goalsA) if (hasGoal(b, goal)) shared = true;
      const score = shared ? 1 : 0;
      earnedA += WEIGHTS.goals * score;
      possibleA += WEIGHTS.goals;
      earnedB += WEIGHTS.goals * score;
      possibleB += WEIGHTS.goals;
      countA++;
      countB++;
      if (collect && shared) consider(GOALS, WEIGHTS.goals, score, score);
    }
    if (b.age !== null) {
      earnedA += WEIGHTS.age * ageScore(b.age, a.minAge, a.maxAge);
      possibleA += WEIGHTS.age;
      countA++;
    }
    if (a.age !== null) {
      earnedB += WEIGHTS.age * ageScore(a.age, b.minAge, b.maxAge);
      possibleB += WEIGHTS.age;
      countB++;
    }
    if (distanceKm !== null) {
      const scoreA = distanceScore(distanceKm, a.maxDistanceKm);
      const scoreB = distanceScore(distanceKm, b.maxDistanceKm);
      earnedA += WEIGHTS.distance * scoreA;
      possibleA += WEIGHTS.distance;
      earnedB += WEIGHTS.distance * scoreB;
      possibleB += WEIGHTS.distance;
      countA++;
      countB++;
      if (collect && distanceKm <= 10) consider(DISTANCE, WEIGHTS.distance, scoreA, scoreB);
    }
    // (A name `in` finds on MATCH_STYLE_INFO's prototype goes to `stylePair`, to fail as the reference does.)
    const style =
      aStyleScores && b.matchStyle
        ? (aStyleScores.get(b.matchStyle) ??
          (b.matchStyle in MATCH_STYLE_INFO ? stylePair(aStyle!, b.matchStyle as MatchStyle).score : undefined))
        : undefined;
    if (style !== undefined) {
      const score = style;
      earnedA += WEIGHTS.matchStyle * score;
      possibleA += WEIGHTS.matchStyle;
      earnedB += WEIGHTS.matchStyle * score;
      possibleB += WEIGHTS.matchStyle;
      countA++;
      countB++;
      if (collect) consider(MATCH_STYLE, WEIGHTS.matchStyle, score, score);
    }
    const mbti = aMbtiRow && b.mbtiType ? aMbtiRow.get(b.mbtiType) : undefined;
    if (mbti !== undefined) {
      earnedA += WEIGHTS.mbti * mbti;
      possibleA += WEIGHTS.mbti;
      earnedB += WEIGHTS.mbti * mbti;
      possibleB += WEIGHTS.mbti;
      countA++;
      countB++;
      if (collect) consider(MBTI, WEIGHTS.mbti, mbti, mbti);
    }
    if (a.religion && b.religion) {
      const same = a.religion === b.religion;
      const score = same ? 1 : 0.4;
      earnedA += WEIGHTS.religion * score;
      possibleA += WEIGHTS.religion;
      earnedB += WEIGHTS.religion * score;
      possibleB += WEIGHTS.religion;
      countA++;
      countB++;
      if (collect && same) consider(RELIGION, WEIGHTS.religion, score, score);
    }
    if (a.languages.length && b.languages.length) {
      let shared = false;
      let foreign = false;
      for (const language of a.languages) {
        if (b.languages.includes(language)) {
          shared = true;
          if (language !== "English") foreign = true;
        }
      }
      const score = shared ? 1 : 0;
      earnedA += WEIGHTS.languages * score;
      possibleA += WEIGHTS.languages;
      earnedB += WEIGHTS.languages * score;
      possibleB += WEIGHTS.languages;
      countA++;
      countB++;
      if (collect && foreign) consider(LANGUAGES, WEIGHTS.languages, score, score);
    }
    if (a.interests.length && b.interests.length) {
      const fewest = Math.min(3, a.interests.length, b.interests.length);
      // Counted from each side, duplicates included, as `overlap` counts them.
      const sharedA = countIn(a.interests, b.interests);
      const scoreA = Math.min(1, sharedA / fewest);
      const scoreB = Math.min(1, countIn(b.interests, a.interests) / fewest);
      earnedA += WEIGHTS.interests * scoreA;
      possibleA += WEIGHTS.interests;
      earnedB += WEIGHTS.interests * scoreB;
      possibleB += WEIGHTS.interests;
      countA++;
      countB++;
      if (collect && sharedA) consider(INTERESTS, WEIGHTS.interests, scoreA, scoreB);
    }

    let broken = 0;
    if (aBreaksChildren && b.hasChildren) broken += aBreaksChildren;
    const religionsDiffer = !!a.religion && !!b.religion && a.religion !== b.religion;
    if (religionsDiffer) broken += aBreaksReligion;
    if (aBreaksDistance && distanceKm !== null && distanceKm > a.maxDistanceKm) broken += aBreaksDistance;
    if (aBreaksCommitment && goalsB > 0 && !COMMITTED_GOALS.some((goal) => hasGoal(b, goal))) {
      broken += aBreaksCommitment;
    }
    for (const breaker of b.dealBreakers) {
      if (breaker === "Has children") broken += a.hasChildren ? 1 : 0;
      else if (breaker === "Different religion") broken += religionsDiffer ? 1 : 0;
      else if (breaker === "Long distance") broken += distanceKm !== null && distanceKm > b.maxDistanceKm ? 1 : 0;
      else if (breaker === "Not looking for commitment") broken += aUncommitted ? 1 : 0;
    }

    scored = Math.min(countA, countB);
    return Math.round(
      Math.sqrt(shrunk(earnedA, possibleA, countA) * shrunk(earnedB, possibleB, countB)) *
        DEAL_BREAKER_FACTOR ** broken *
        100,
    );
  }

  return {
    /** The match percentage alone: enough to rank a pool. */
    score: (b: CompatibilityProfile, distanceKm: number | null): number => evaluate(b, distanceKm, false),
    /** Score, confidence and reasons, as `compatibility(viewer, b, distanceKm)`. */
    compatibility(b: CompatibilityProfile, distanceKm: number | null): Compatibility {
      const score = evaluate(b, distanceKm, true);
      const confidence: Confidence = scored < 4 ? "low" : scored < 7 ? "medium" : "high";
      // Heavier components first: an insertion sort (stable, as the reference's) of a handful.
      for (let i = 1; i < reasonCount; i++) {
        const key = reasonKeys[i]!;
        const rank = reasonRanks[i]!;
        let j = i - 1;
        for (; j >= 0 && reasonRanks[j]! < rank; j--) {
          reasonKeys[j + 1] = reasonKeys[j]!;
          reasonRanks[j + 1] = reasonRanks[j]!;
        }
        reasonKeys[j + 1] = key;
        reasonRanks[j + 1] = rank;
      }
      const reasons: string[] = [];
      for (let i = 0; i < reasonCount && i < 3; i++) reasons.push(reasonFor(reasonKeys[i]!, b, distanceKm ?? 0));
      return { score, confidence, reasons };
    },
  };
}
