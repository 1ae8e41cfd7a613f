import { ROUTES } from "@kindred/contracts";
import { House, User } from "lucide-react";
import { Link } from "react-router";
import { SignOutButton } from "@/components/sign-out-button";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/i18n";
import { FindYourTypePopover } from "./find-your-type-popover";

const iconLinkClassName = "size-9 px-0 lg:w-auto lg:px-4";

/**
 * Spec 001 section 2: the title, 'Find Your Type', Home, Profile and Sign Out. On a phone: the title
 * and Sign Out, then a row with the rest; from `sm` up, one row.
 */
export function SearchHeader() {
  return (
    <header className="grid gap-3 sm:flex sm:items-center sm:justify-between sm:gap-4">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("Find Matches")}</h1>
          <p className="mt-0.5 hidden text-sm text-muted-foreground sm:block">
            {t("Search members by name, place or anything in their bio.")}
          </p>
        </div>
        <SignOutButton className="tap-target relative h-9 px-4 sm:hidden" />
      </div>
      <div className="flex items-center gap-1 sm:gap-2">
        <FindYourTypePopover />
        <Button asChild variant="ghost" size="sm" className={`ml-auto sm:ml-0 ${iconLinkClassName}`}>
          <Link to={ROUTES.dashboard} aria-label={t("Home")}>
            <House aria-hidden="true" />
            <span aria-hidden="true" className="hidden lg:inline">
              {t("Home")}
            </span>
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm" className={iconLinkClassName}>
          <Link to={ROUTES.profile} aria-label={t("Profile")}>
            <User aria-hidden="true" />
            <span aria-hidden="true" className="hidden lg:inline">
              {t("Profile")}
            </span>
          </Link>
        </Button>
        <SignOutButton className="tap-target relative hidden h-9 px-4 sm:inline-flex" />
      </div>
    </header>
  );
}
