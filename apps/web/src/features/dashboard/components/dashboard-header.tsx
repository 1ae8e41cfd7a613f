import { ROUTES } from "@kindred/contracts";
import { Settings } from "lucide-react";
import { Link } from "react-router";
import { SignOutButton } from "@/components/sign-out-button";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { t } from "@/lib/i18n/i18n";

/** The brand, and the two ways out of the dashboard that the bottom bar does not offer. */
export function DashboardHeader() {
  return (
    <header className="flex items-center justify-between gap-3">
      <Logo />
      <div className="flex items-center gap-1.5 sm:gap-2">
        <Button asChild variant="ghost" size="sm" className="size-9 px-0 sm:w-auto sm:px-4">
          <Link to={ROUTES.settings} aria-label={t("Settings")}>
            <Settings aria-hidden="true" />
            <span aria-hidden="true" className="hidden sm:inline">
              {t("Settings")}
            </span>
          </Link>
        </Button>
        <SignOutButton className="tap-target relative h-9 px-4" />
      </div>
    </header>
  );
}
