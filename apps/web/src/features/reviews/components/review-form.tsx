import {
  FOLLOW_THROUGH_ANSWERS,
  HONESTY_ANSWERS,
  PHOTO_ACCURACY_ANSWERS,
  POSITIVE_TRAITS,
  REVIEW_QUESTIONS,
  REVIEW_TEXT,
  type PositiveTrait,
  type ReviewInput,
} from "@kindred/contracts";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { RadioChipGroup } from "@/components/ui/radio-chip-group";
import { isApiError } from "@/lib/api-client";
import { t, translateIfMessage } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useSubmitReview } from "../api/submit-review";
import { isTraitDisabled, nextTraits } from "../utils/trait-choice";

const asOptions = <T extends string>(answers: readonly T[]) => answers.map((value) => ({ value, label: t(value) }));

/** The spec's words for a failure: a 4xx explains itself (already reviewed, not eligible), else the fallback. */
function failureMessage(error: unknown) {
  if (isApiError(error) && error.status === 401) return t(REVIEW_TEXT.signInRequired);
  // The server's refusal comes in the member's language already.
  return isApiError(error) && error.isClientError ? translateIfMessage(error.message) : t(REVIEW_TEXT.failed);
}

/**
 * The traits as chips in the language on screen: the group works with the shown words, the form keeps
 * the English values the server expects.
 */
function traitChoices(chosen: readonly PositiveTrait[], onChange: (next: PositiveTrait[]) => void) {
  const labels = POSITIVE_TRAITS.map((trait) => t(trait));
  const traitOf = new Map(labels.map((label, index) => [label, POSITIVE_TRAITS[index]!]));
  return {
    options: labels,
    value: chosen.map((trait) => t(trait)),
    disabledOptions: POSITIVE_TRAITS.filter((trait) => isTraitDisabled(chosen, trait)).map((trait) => t(trait)),
    onChange: (next: string[]) => onChange(next.flatMap((label) => traitOf.get(label) ?? [])),
  };
}

type ReviewFormProps = { profileId: string; onCancel: () => void; onSubmitted: () => void };

/**
 * Spec 001, the review form: three questions (each 'Yes' by default), 'We met in person' (off), and
 * one or two positive traits. The page's heading names the member; this is the form below it.
 */
export function ReviewForm({ profileId, onCancel, onSubmitted }: ReviewFormProps) {
  const metId = useId();
  const [photoAccuracy, setPhotoAccuracy] = useState<ReviewInput["photoAccuracy"]>(PHOTO_ACCURACY_ANSWERS[0]);
  const [followed, setFollowed] = useState<ReviewInput["followedThroughOnPlans"]>(FOLLOW_THROUGH_ANSWERS[0]);
  const [honest, setHonest] = useState<ReviewInput["honestAboutIntentions"]>(HONESTY_ANSWERS[0]);
  const [hasMet, setHasMet] = useState(false);
  const [traits, setTraits] = useState<PositiveTrait[]>([]);
  const [traitError, setTraitError] = useState<string>();
  const submit = useSubmitReview(profileId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!traits.length) {
      setTraitError(t(REVIEW_TEXT.traitRequired));
      return;
    }
    const input: ReviewInput = {
      photoAccuracy,
      followedThroughOnPlans: followed,
      honestAboutIntentions: honest,
      positiveTraits: traits,
      hasMet,
    };
    // A promise, not mutate's callbacks: the form leaves the page as soon as the cache says "reviewed".
    submit.mutateAsync(input).then(
      () => {
        // The spec's two words for one event: one toast, the thanks as its second line.
        toast.success(t(REVIEW_TEXT.submitted), { description: t(REVIEW_TEXT.thanks) });
        onSubmitted();
      },
      (error: unknown) => toast.error(failureMessage(error)),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card className="grid gap-7 p-5 sm:p-8">
        <RadioChipGroup
          legend={t(REVIEW_QUESTIONS.photoAccuracy)}
          options={asOptions(PHOTO_ACCURACY_ANSWERS)}
          value={photoAccuracy}
          onChange={setPhotoAccuracy}
        />
        <RadioChipGroup
          legend={t(REVIEW_QUESTIONS.followedThroughOnPlans)}
          options={asOptions(FOLLOW_THROUGH_ANSWERS)}
          value={followed}
          onChange={setFollowed}
        />
        <RadioChipGroup
          legend={t(REVIEW_QUESTIONS.honestAboutIntentions)}
          options={asOptions(HONESTY_ANSWERS)}
          value={honest}
          onChange={setHonest}
        />
        <div className="flex items-center gap-3">
          <input
            id={metId}
            type="checkbox"
            checked={hasMet}
            onChange={(event) => setHasMet(event.target.checked)}
            className="size-5 shrink-0 cursor-pointer rounded accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
          <label htmlFor={metId} className="cursor-pointer text-sm font-medium">
            {t(REVIEW_TEXT.metInPerson)}
          </label>
        </div>
        <CheckboxGroup
          legend={t(REVIEW_QUESTIONS.positiveTraits)}
          {...traitChoices(traits, (next) => {
            setTraits((chosen) => nextTraits(chosen, next));
            setTraitError(undefined);
          })}
          error={traitError}
        />
        <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={submit.isPending}>
            {t(REVIEW_TEXT.cancel)}
          </Button>
          <Button type="submit" className="sm:min-w-40" disabled={submit.isPending}>
            {submit.isPending ? t(REVIEW_TEXT.submitting) : t(REVIEW_TEXT.submit)}
          </Button>
        </div>
      </Card>
    </form>
  );
}
