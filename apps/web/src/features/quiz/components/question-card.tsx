import { QUIZ_LENGTH, type MatchStyle, type QuizQuestion } from "@kindred/contracts";
import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { t } from "@/lib/i18n/i18n";
import { cn } from "@/lib/utils";

const ARROW_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]);
const LETTERS = ["A", "B", "C", "D"];

type QuestionCardProps = {
  question: QuizQuestion;
  index: number;
  value: MatchStyle | undefined;
  leaving: boolean;
  /** Move focus to the question when it appears (not on first load: the page heading comes first). */
  autoFocus: boolean;
  onSelect: (style: MatchStyle) => void;
  onChoose: (style: MatchStyle) => void;
  onNext: () => void;
  onBack: () => void;
};

/**
 * One question and its four answers as a radio group of cards. A click (or Space/Enter) answers
 * and moves on; arrow keys only move the selection, as in any radio group, so a keyboard user can
 * look at every answer before committing with Enter or the Next button.
 */
export function QuestionCard(props: QuestionCardProps) {
  const { question, index, value, leaving, autoFocus, onSelect, onChoose, onNext, onBack } = props;
  const headingId = useId();
  const descriptionId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const arrowHeld = useRef(false);

  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, [autoFocus]);

  const toStyle = (raw: string) => question.answers.find((answer) => answer.value === raw)?.value;

  const onValueChange = (raw: string) => {
    const style = toStyle(raw);
    if (!style) return;
    if (arrowHeld.current) onSelect(style);
    else onChoose(style);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const style = event.target instanceof HTMLButtonElement ? toStyle(event.target.value) : undefined;
    if (!style) return;
    // Handled here rather than by the button's click, so Space on an already chosen answer moves on too.
    event.preventDefault();
    onChoose(style);
  };

  const isLast = index === QUIZ_LENGTH - 1;

  return (
    <Card className="p-5 sm:p-8">
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="text-xl leading-snug font-bold tracking-tight text-balance outline-none sm:text-2xl"
      >
        {t(question.question)}
      </h2>
      <p id={descriptionId} className="mt-2 text-muted-foreground">
        {t(question.description)}
      </p>

      <RadioGroup.Root
        value={value ?? ""}
        onValueChange={onValueChange}
        onKeyDownCapture={(event) => {
          if (ARROW_KEYS.has(event.key)) arrowHeld.current = true;
        }}
        onKeyUpCapture={() => {
          arrowHeld.current = false;
        }}
        onKeyDown={onKeyDown}
        aria-labelledby={headingId}
        aria-describedby={descriptionId}
        className="mt-6 grid gap-3"
      >
        {question.answers.map((answer, i) => (
          <RadioGroup.Item
            key={answer.value}
            value={answer.value}
            className={cn(
              "group flex w-full cursor-pointer items-center gap-4 rounded-2xl border-2 border-border bg-card p-4 text-left transition-colors",
              "hover:border-rose-300 hover:bg-accent/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              "data-[state=checked]:border-primary data-[state=checked]:bg-accent",
            )}
          >
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-bold text-stone-700 transition-colors group-data-[state=checked]:bg-primary group-data-[state=checked]:text-white"
            >
              {LETTERS[i]}
            </span>
            <span className="flex-1 text-[0.9375rem] leading-snug font-medium text-foreground">{t(answer.text)}</span>
            <RadioGroup.Indicator className="text-primary-strong">
              <Check aria-hidden="true" className="size-5" strokeWidth={2.5} />
            </RadioGroup.Indicator>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>

      <div className="mt-6 flex items-center justify-between gap-3">
        {/* Hidden (not removed) on the first question, so the Next button keeps its place. */}
        <Button
          variant="ghost"
          size="sm"
          onClick={onBack}
          disabled={leaving}
          className={cn("-ml-2", index === 0 && "invisible")}
        >
          <ArrowLeft aria-hidden="true" />
          {t("Back")}
        </Button>
        <Button variant="outline" size="sm" onClick={onNext} disabled={!value || leaving}>
          {isLast ? t("See my result") : t("Next")}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}
