import { MATCH_STYLE_INFO, QUIZ_QUESTIONS, summarizeReviews, type MatchStyle } from "@kindred/contracts";
import type { ExportDataRepository } from "./export-data.repository";

// The export's pieces that need no zip: how rows become the JSON the README documents.

/** What the builder reads: the export repository's queries (a fake in the unit test). */
export type ExportSource = {
  [K in keyof ExportDataRepository]: (
    ...args: Parameters<ExportDataRepository[K]>
  ) => Promise<Awaited<ReturnType<ExportDataRepository[K]>>>;
};
export type Rows<K extends keyof ExportSource> = Awaited<ReturnType<ExportSource[K]>>;

/** A member as the export shows them: a label of its own and a first name, never an email or a real id. */
export type MemberRef = { id: string | null; firstName: string | null };

export const iso = (value: Date | string | null | undefined) => (value == null ? null : new Date(value).toISOString());
export const extensionOf = (key: string) => /\.([A-Za-z0-9]{1,5})$/.exec(key)?.[1]?.toLowerCase() ?? "bin";

/** Labels other members `member-1`, `member-2`, ... in order of appearance, the same label in every file. */
export function memberLabels(names: Map<string, string | null>, hidden: Set<string>) {
  const labels = new Map<string, string>();
  return (id: string | null): MemberRef => {
    if (!id) return { id: null, firstName: null };
    let label = labels.get(id);
    if (!label) {
      label = `member-${labels.size + 1}`;
      labels.set(id, label);
    }
    return { id: label, firstName: hidden.has(id) ? null : (names.get(id) ?? null) };
  };
}

export function quizOf(profile: Rows<"profile">) {
  const style = (profile?.matchStyle ?? null) as MatchStyle | null;
  return {
    matchStyle: style,
    matchStyleName: style ? (MATCH_STYLE_INFO[style]?.name ?? null) : null,
    answers: (profile?.quizAnswers ?? []).map((answer, i) => {
      const question = QUIZ_QUESTIONS[i];
      return {
        questionId: question?.id ?? i + 1,
        question: question?.question ?? null,
        answer: question?.answers.find((option) => option.value === answer)?.text ?? null,
        style: answer,
      };
    }),
  };
}

export function profileOf(profile: Rows<"profile">) {
  if (!profile) return null;
  // Internal columns stay out: the id, the demo flag, the quiz (quiz.json) and the derived geo cell.
  const { id: _id, isDemo: _demo, geoCell: _cell, matchStyle: _style, quizAnswers: _answers, ...fields } = profile;
  const {
    latitude,
    longitude,
    lastSeenAt,
    createdAt,
    updatedAt,
    verifiedPhotoId: _photo,
    verifiedAt,
    ...rest
  } = fields;
  return {
    ...rest,
    cityLatitude: latitude,
    cityLongitude: longitude,
    lastSeenAt: iso(lastSeenAt),
    verifiedAt: iso(verifiedAt),
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
  };
}

export function reviewsAboutOf(counts: Rows<"reviewCounts">, displayReviews: boolean) {
  const summary = summarizeReviews(counts);
  return {
    totalReviews: summary.totalReviews,
    shownOnProfile: displayReviews,
    reputation: summary.reputation,
    // As in the app: below 5 reviews, a breakdown could tell who wrote which.
    traitCounts: summary.reputation
      ? Object.entries(counts.traits)
          .map(([trait, count]) => ({ trait, count: count ?? 0 }))
          .sort((a, b) => b.count - a.count || a.trait.localeCompare(b.trait))
      : null,
  };
}
