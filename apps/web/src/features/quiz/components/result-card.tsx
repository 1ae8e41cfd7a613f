import {
  MATCH_STYLE_INFO,
  MATCH_STYLES,
  PROFILE_MESSAGES,
  QUIZ_LENGTH,
  ROUTES,
  SUCCESS_TOAST_MS,
  type MatchStyle,
} from "@kindred/contracts";
import { ArrowRight, LoaderCircle, RotateCcw } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useNavigate } from "react-router";
import { MatchStyleIcon } from "@/components/match-style-icon";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { t } from "@/lib/i18n/i18n";
import { useSaveMatchStyle } from "@/lib/own-profile/save-match-style";
import { storeMatchStyle } from "@/lib/own-profile/stored-match-style";
import { toast } from "@/lib/toast";

type ResultCardProps = { style: MatchStyle; answers: MatchStyle[]; onRetake: () => void };

/** Stands in for an element inside a message: the translated words are split where it lands. */
const SLOT = "\u0000";

/** Spec 000 sections 2 and 4: the result, and 'Continue' saves it and goes on to the profile. */
export function ResultCard({ style, answers, onRetake }: ResultCardProps) {
  const info = MATCH_STYLE_INFO[style];
  const [beforeName = "", afterName = ""] = t("You're a {style}", { style: SLOT }).split(SLOT);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const save = useSaveMatchStyle();

  // The result replaces the question the member just answered: tell assistive tech where they are.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // Kept on this device as soon as it is known (spec 000 section 4), so the profile page can still
  // pick it up if the member leaves without pressing Continue.
  useEffect(() => {
    storeMatchStyle(style);
  }, [style]);

  const onContinue = () => {
    save.mutate(
      { matchStyle: style, answers },
      {
        onSuccess: () => {
          toast.success(t(PROFILE_MESSAGES.styleSaved), { duration: SUCCESS_TOAST_MS });
          void navigate(ROUTES.profile);
        },
        onError: () => toast.error(t(PROFILE_MESSAGES.styleSaveFailed)),
      },
    );
  };

  const counts = MATCH_STYLES.map((key) => ({ key, count: answers.filter((answer) => answer === key).length }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count);

  return (
    <Card aria-labelledby={headingId} role="region" className="overflow-hidden">
      <div className="bg-linear-to-br from-rose-50 via-white to-amber-50 px-6 pt-8 pb-6 text-center sm:px-10 sm:pt-10">
        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="text-sm font-semibold tracking-wide text-accent-foreground uppercase outline-none"
        >
          {t("Your Match Style")}
        </h2>
        <span className="mx-auto mt-5 flex size-20 items-center justify-center rounded-full bg-white text-primary shadow-sm ring-1 ring-rose-100">
          <MatchStyleIcon matchStyle={style} className="size-10" />
        </span>
        <p className="mt-5 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {beforeName}
          <span className="text-primary-strong">{t(info.name)}</span>
          {afterName}
        </p>
        <p className="mx-auto mt-4 max-w-prose leading-relaxed text-muted-foreground">{t(info.description)}</p>
      </div>

      <div className="grid gap-6 px-6 pt-6 pb-8 sm:px-10">
        <div>
          <h3 className="text-sm font-semibold text-foreground">{t("How you answered")}</h3>
          <ul className="mt-3 grid gap-2.5">
            {counts.map(({ key, count }) => (
              <li key={key} className="grid grid-cols-[7.5rem_1fr_auto] items-center gap-3 text-sm">
                <span className="font-medium">{t(MATCH_STYLE_INFO[key].name)}</span>
                <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-rose-100">
                  <span
                    className="block h-full rounded-full bg-rose-500"
                    style={{ width: `${(count / QUIZ_LENGTH) * 100}%` }}
                  />
                </span>
                <span className="text-muted-foreground tabular-nums">
                  {t("{count} of {total}", { count, total: QUIZ_LENGTH })}
                </span>
              </li>
            ))}
          </ul>
        </div>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="ghost" onClick={onRetake} disabled={save.isPending}>
            <RotateCcw aria-hidden="true" />
            {t("Retake quiz")}
          </Button>
          <Button size="lg" onClick={onContinue} disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {t("Continue to Profile Setup")}
            {save.isPending ? null : <ArrowRight aria-hidden="true" />}
          </Button>
        </div>
      </div>
    </Card>
  );
}
