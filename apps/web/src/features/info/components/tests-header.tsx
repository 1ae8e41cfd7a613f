import { ROUTES, socialNetworkOf, type SiteInfo } from "@kindred/contracts";
import { ArrowLeft, ExternalLink as ExternalIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/i18n";
import { SOCIAL_NETWORK_NAMES, SocialIcon } from "@/lib/site/social-icon";
import { ExternalLink } from "./external-link";

/** Spec 001: Back to the dashboard, and the sister site's own site and social account. */
export function TestsHeader({ tests }: { tests?: SiteInfo["personalityTests"] }) {
  const social = tests?.socialUrl ?? null;
  const network = social ? socialNetworkOf(social) : null;
  return (
    <header className="border-b border-border/70 bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-5 sm:px-8">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={ROUTES.dashboard}>
            <ArrowLeft aria-hidden="true" />
            {t("Back")}
          </Link>
        </Button>
        <nav aria-label={t("Personality tests elsewhere")} className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="outline" size="sm">
            <ExternalLink href={tests?.siteUrl}>
              <ExternalIcon aria-hidden="true" />
              {t("Visit Site")}
            </ExternalLink>
          </Button>
          {social && network ? (
            <Button asChild variant="ghost" size="sm" className="size-9 px-0">
              <ExternalLink
                href={social}
                aria-label={t("{name} on {network} (opens in a new tab)", {
                  name: tests?.name ?? "",
                  network: SOCIAL_NETWORK_NAMES[network],
                })}
              >
                <SocialIcon network={network} />
              </ExternalLink>
            </Button>
          ) : null}
        </nav>
      </div>
    </header>
  );
}
