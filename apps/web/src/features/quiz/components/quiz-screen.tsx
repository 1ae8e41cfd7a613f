import { APP_NAME, MATCH_STYLE_INFO, QUIZ_QUESTIONS, type MatchStyle } from "@kindred/contracts";
import { Info } from "lucide-react";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { t } from "@/lib/i18n/i18n";
import { useOwnProfile } from "@/lib/own-profile/get-own-profile";
import { cn } from "@/lib/utils";
import { useQuiz } from "../hooks/use-quiz";
import { QuestionCard } from "./question-card";
import { QuizProgress } from "./quiz-progress";
import { ResultCard } from "./result-card";

/** Stands in for an element inside a message: the translated words are split where it lands. */
const SLOT = "\u0000";

/** Spec 000 sections 2 and 4: seven questions, one at a time, then the member's match style. */
export function QuizScreen() {
  useDocumentTitle(t("Match Style Quiz"));
  const quiz = useQuiz();
  const profile = useOwnProfile();
  const currentStyle = profile.data?.matchStyle;
  const question = QUIZ_QUESTIONS[quiz.index];
  const [beforeName = "", afterName = ""] = t("{app} Match Style Quiz", { app: SLOT }).split(SLOT);

  return (
    <main className="flex-1 bg-linear-to-b from-rose-50 via-background to-background">
      <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-8 sm:py-12">
        <header className="text-center">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {beforeName}
            <span className="text-primary-strong">{APP_NAME}</span>
            {afterName}
          </h1>
          <p className="mx-auto mt-3 max-w-md text-muted-foreground">
            {t("Seven quick questions about how you love. Go with your first instinct; there are no wrong answers.")}
          </p>
        </header>

        {currentStyle && !quiz.result ? (
          <p className="mx-auto mt-5 flex max-w-md items-start justify-center gap-2 text-center text-sm text-muted-foreground">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {t(
                "You're currently a {style}. Retaking the quiz replaces your match style once you save the new result.",
                { style: t(MATCH_STYLE_INFO[currentStyle].name) },
              )}
            </span>
          </p>
        ) : null}

        <div className="mt-8">
          {quiz.result ? (
            <div className="transition-opacity duration-300 starting:opacity-0">
              <ResultCard style={quiz.result} answers={quiz.answers as MatchStyle[]} onRetake={quiz.restart} />
            </div>
          ) : question ? (
            <div className="grid grid-cols-1 gap-5">
              <QuizProgress index={quiz.index} />
              <div
                key={question.id}
                className={cn(
                  "transition-opacity ease-out",
                  quiz.leaving ? "opacity-0 duration-500" : "opacity-100 duration-300 starting:opacity-0",
                )}
              >
                <QuestionCard
                  question={question}
                  index={quiz.index}
                  value={quiz.current}
                  leaving={quiz.leaving}
                  autoFocus={quiz.answers.length > 0 || quiz.round > 0}
                  onSelect={quiz.select}
                  onChoose={quiz.choose}
                  onNext={quiz.next}
                  onBack={quiz.back}
                />
              </div>
            </div>
          ) : null}
        </div>
      </div>
    </main>
  );
}
