import { REVIEW_TEXT, ROUTES } from "@kindred/contracts";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { VerifiedBadge } from "@/components/verified-badge";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { isApiError } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { useReviewsPage, type ReviewsPage } from "../api/get-reviews-page";
import { ReviewForm } from "./review-form";
import { ReviewSummaryView } from "./review-summary";
import { ReviewsError, ReviewsNotFound, ReviewsSkeleton } from "./reviews-states";

type Mode = "summary" | "form";

function BackButton({ onBack }: { onBack?: (() => void) | undefined }) {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    if (onBack) onBack();
    // Opened directly (no history within the app): go somewhere sensible instead of leaving the site.
    else if (location.key === "default") void navigate(ROUTES.dashboard);
    else void navigate(-1);
  };
  return (
    <Button variant="ghost" size="sm" className="-ml-3 w-fit" onClick={back}>
      <ArrowLeft aria-hidden="true" />
      {t("Back")}
    </Button>
  );
}

function titleOf(page: ReviewsPage | undefined, mode: Mode) {
  if (!page) return t("Reviews");
  const name = page.profile.firstName || t(REVIEW_TEXT.someone);
  if (mode === "form") return t(REVIEW_TEXT.formTitle, { name });
  return page.isOwn ? t(REVIEW_TEXT.ownHeading) : t(REVIEW_TEXT.heading, { name });
}

/**
 * `/reviews/{profileId}` (spec 001, 'Reviews page'): the summary of what others say of a member, and
 * the form to add one's own review. On one's own page, the switch that hides them from others.
 */
export function ReviewsScreen({ profileId }: { profileId: string }) {
  const query = useReviewsPage(profileId);
  const [chosenMode, setMode] = useState<Mode>("summary");
  const page = query.data;
  // The form only while the server still allows a review (a 409 or 403 brings the summary back).
  const mode: Mode = chosenMode === "form" && page?.canReview ? "form" : "summary";
  const title = titleOf(page, mode);
  useDocumentTitle(title);

  // Each switch of mode puts focus on the new view's heading, so keyboard and screen-reader users follow.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastMode = useRef(mode);
  useEffect(() => {
    if (lastMode.current !== mode) headingRef.current?.focus();
    lastMode.current = mode;
  }, [mode]);

  const writing = mode === "form";
  let body;
  if (page) {
    body = (
      <>
        <header className="mt-2 mb-5">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere] focus:outline-none"
          >
            {title}
          </h1>
          {writing ? <p className="mt-1.5 text-muted-foreground">{t(REVIEW_TEXT.formSubtitle)}</p> : null}
          <VerifiedBadge verified={page.profile.verified} className="mt-2" />
        </header>
        {writing ? (
          <ReviewForm
            profileId={profileId}
            onCancel={() => setMode("summary")}
            onSubmitted={() => setMode("summary")}
          />
        ) : (
          <ReviewSummaryView page={page} onWrite={() => setMode("form")} />
        )}
      </>
    );
  } else if (query.isPending) {
    body = <ReviewsSkeleton />;
  } else if (isApiError(query.error) && query.error.status === 404) {
    body = <ReviewsNotFound />;
  } else {
    body = <ReviewsError onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }

  return (
    <main className="mx-auto w-full max-w-4xl px-4 pt-4 pb-8 sm:px-8 sm:pt-8">
      <BackButton onBack={mode === "form" ? () => setMode("summary") : undefined} />
      {body}
    </main>
  );
}
