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
import { toast } from "@/lib/toast";
import { useSubmitReview } from "../api/submit-review";
import { isTraitDisabled, nextTraits } from "../utils/trait-choice";

const asOptions = <T extends string>(answers: readonly T[]) => answers.map((value) => ({ value, label: value }));

/** The spec's words for a failure: a 4xx explains itself (already reviewed, not eligible), else the fallback. */
function failureMessage(error: unknown) {
  if (isApiError(error) && error.status === 401) return REVIEW_TEXT.signInRequired;
  return isApiError(error) && error.isClientError ? error.message : REVIEW_TEXT.failed;
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
      setTraitError(REVIEW_TEXT.traitRequired);
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
        toast.success(REVIEW_TEXT.submitted, { description: REVIEW_TEXT.thanks });
        onSubmitted();
      },
      (error: unknown) => toast.error(failureMessage(error)),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card className="grid gap-7 p-5 sm:p-8">
        <RadioChipGroup
          legend={REVIEW_QUESTIONS.photoAccuracy}
          options={asOptions(PHOTO_ACCURACY_ANSWERS)}
          value={photoAccuracy}
          onChange={setPhotoAccuracy}
        />
        <RadioChipGroup
          legend={REVIEW_QUESTIONS.followedThroughOnPlans}
          options={asOptions(FOLLOW_THROUGH_ANSWERS)}
          value={followed}
          onChange={setFollowed}
        />
        <RadioChipGroup
          legend={REVIEW_QUESTIONS.honestAboutIntentions}
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
            {REVIEW_TEXT.metInPerson}
          </label>
        </div>
        <CheckboxGroup
          legend={REVIEW_QUESTIONS.positiveTraits}
          options={POSITIVE_TRAITS}
          value={traits}
          disabledOptions={POSITIVE_TRAITS.filter((trait) => isTraitDisabled(traits, trait))}
          onChange={(next) => {
            setTraits((chosen) => nextTraits(chosen, next));
            setTraitError(undefined);
          }}
          error={traitError}
        />
        <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={submit.isPending}>
            {REVIEW_TEXT.cancel}
          </Button>
          <Button type="submit" className="sm:min-w-40" disabled={submit.isPending}>
            {submit.isPending ? REVIEW_TEXT.submitting : REVIEW_TEXT.submit}
          </Button>
        </div>
      </Card>
    </form>
  );
}
