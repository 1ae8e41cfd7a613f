import { ROUTES } from "@kindred/contracts";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { t } from "@/lib/i18n/i18n";
import { cn } from "@/lib/utils";

type SiteHeaderProps = {
  /** Where the logo leads: the landing page for a visitor, the dashboard for a member. */
  homeTo: string;
  /** Sign In and Sign Up, for a visitor. */
  accountLinks: boolean;
  sticky?: boolean;
};

/** The public pages' top bar (landing, information pages): the logo, and the way in for a visitor. */
export function SiteHeader({ homeTo, accountLinks, sticky = false }: SiteHeaderProps) {
  return (
    <header className={cn("border-b border-border/70 bg-background", sticky && "sticky top-0 z-30")}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-5 sm:px-8">
        <Link to={homeTo} className="tap-target relative rounded-xl" aria-label={t("Kindred home")}>
          <Logo />
        </Link>
        {accountLinks ? (
          <nav aria-label={t("Account")} className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to={ROUTES.login}>{t("Sign In")}</Link>
            </Button>
            <Button asChild size="sm">
              <Link to={ROUTES.signup}>{t("Sign Up")}</Link>
            </Button>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
