import { msg } from "./i18n/msg";
import { MBTI_TYPES } from "./options";
import type { MatchStyle } from "./quiz";

/**
 * How well two match styles get on, 0 to 1, with the reason we give when it is high. Symmetric.
 * Written from the quiz's own descriptions: shared values score high, opposite rhythms low. A pair of
 * one style words its reason with `{style}`; a pair of two with `{first}` and `{second}`, the
 * member's own style first.
 */
const STYLE_PAIRS: Record<string, { score: number; reason: string }> = {
  "deep_connector|deep_connector": {
    score: 0.9,
    reason: msg("You're both {style}s: you both want emotional depth"),
  },
  "deep_connector|loyal_realist": { score: 0.8, reason: msg("{first} and {second} value the same trust") },
  "deep_connector|free_spirit": { score: 0.5, reason: msg("{first} and {second} balance depth and spontaneity") },
  "deep_connector|driven_seeker": { score: 0.6, reason: msg("{first} and {second} grow through honest conversation") },
  "loyal_realist|loyal_realist": { score: 0.9, reason: msg("You're both {style}s: you both build on stability") },
  "loyal_realist|free_spirit": { score: 0.4, reason: msg("{first} and {second} balance routine and adventure") },
  "loyal_realist|driven_seeker": {
    score: 0.75,
    reason: msg("{first} and {second} share commitment to long-term plans"),
  },
  "free_spirit|free_spirit": { score: 0.8, reason: msg("You're both {style}s: you both say yes to adventure") },
  "free_spirit|driven_seeker": { score: 0.6, reason: msg("{first} and {second} chase new horizons together") },
  "driven_seeker|driven_seeker": { score: 0.8, reason: msg("You're both {style}s: you both aim high") },
};

const ORDER: MatchStyle[] = ["deep_connector", "loyal_realist", "free_spirit", "driven_seeker"];

export function stylePair(a: MatchStyle, b: MatchStyle): { score: number; reason: string } {
  const [first, second] = ORDER.indexOf(a) <= ORDER.indexOf(b) ? [a, b] : [b, a];
  return STYLE_PAIRS[`${first}|${second}`]!;
}

type Mbti = (typeof MBTI_TYPES)[number];
export const isMbti = (value: string | null | undefined): value is Mbti =>
  !!value && (MBTI_TYPES as readonly string[]).includes(value);

/**
 * MBTI pair score, 0.4 to 1. The widely copied "ideal pairs" chart pairs types that share the
 * perceiving letter (N/S) and differ in E/I and J/P (INFJ with ENFP); we build the 16x16 table from
 * that rule, adding a little for a shared T/F:
 *   0.4 + 0.25 [same N/S] + 0.15 [different E/I] + 0.1 [different J/P] + 0.1 [same T/F]
 * The chart's origin is not established and personality explains little of relationship quality
 * (Joel et al. 2020), so the weight of this component is small. See docs/compatibility.md.
 */
export function mbtiPair(a: Mbti, b: Mbti): number {
  let score = 0.4;
  if (a[1] === b[1]) score += 0.25;
  if (a[0] !== b[0]) score += 0.15;
  if (a[3] !== b[3]) score += 0.1;
  if (a[2] === b[2]) score += 0.1;
  return Math.round(score * 100) / 100;
}

export const MBTI_TABLE: Record<Mbti, Record<Mbti, number>> = Object.fromEntries(
  MBTI_TYPES.map((a) => [a, Object.fromEntries(MBTI_TYPES.map((b) => [b, mbtiPair(a, b)]))]),
) as Record<Mbti, Record<Mbti, number>>;
