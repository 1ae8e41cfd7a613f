import { ROUTES, type MatchStyle } from "@kindred/contracts";
import { RotateCcw, Settings } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/i18n";
import { MatchStyleBadge } from "./match-style-badge";

/** Spec 000 section 2: heading, settings link, subtitle, match style with its tooltip, help links. */
export function ProfileHeader({ matchStyle }: { matchStyle: MatchStyle | null }) {
  return (
    <header className="grid gap-5">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t("Your Profile")}</h1>
          <p className="text-muted-foreground">{t("Your Personal Profile")}</p>
        </div>
        <Button asChild variant="outline" size="sm" className="max-sm:size-10 max-sm:px-0">
          <Link to={ROUTES.settings} aria-label={t("Settings")}>
            <Settings aria-hidden="true" />
            <span className="max-sm:hidden">{t("Settings")}</span>
          </Link>
        </Button>
      </div>
      {matchStyle ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="text-sm font-medium text-muted-foreground">{t("Match style")}</span>
          <MatchStyleBadge matchStyle={matchStyle} />
          <Link
            to={ROUTES.quiz}
            className="tap-target relative inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary-strong underline-offset-4 hover:underline"
          >
            <RotateCcw aria-hidden="true" className="size-3.5" />
            {t("Retake quiz")}
          </Link>
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {t("Don't know your personality type?")}{" "}
        <Link to={ROUTES.personalityTests} className="font-semibold text-primary-strong underline underline-offset-4">
          {t("Discover it with a personality test")}
        </Link>
      </p>
    </header>
  );
}
