import { ROUTES, type SiteInfo } from "@kindred/contracts";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { t } from "@/lib/i18n/i18n";
import { ExternalLink } from "./external-link";

const linkClassName = "rounded-sm underline-offset-4 hover:text-foreground hover:underline";

/** Spec 001: 'Back to Dating', and the sister site's own privacy policy and terms. */
export function TestsFooter({ tests }: { tests?: SiteInfo["personalityTests"] }) {
  return (
    <footer className="border-t border-border bg-muted/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <Link
          to={ROUTES.dashboard}
          className={`inline-flex items-center gap-2 font-semibold text-primary-strong ${linkClassName}`}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("Back to Dating")}
        </Link>
        <nav aria-label={t("Personality tests policies")}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <ExternalLink href={tests?.privacyUrl} className={linkClassName}>
                {t("Privacy Policy")}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={tests?.termsUrl} className={linkClassName}>
                {t("Terms of Service")}
              </ExternalLink>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
