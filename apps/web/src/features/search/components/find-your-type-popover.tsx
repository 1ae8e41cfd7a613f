import { ROUTES, socialNetworkOf } from "@kindred/contracts";
import { ArrowRight, ExternalLink, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useSite } from "@/lib/site/get-site";
import { SOCIAL_NETWORK_NAMES, SocialIcon } from "@/lib/site/social-icon";
import { t } from "@/lib/i18n/i18n";

const itemClassName =
  "flex min-h-14 items-center gap-3 rounded-xl px-3 py-2.5 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring";

/** A link to the testing site; a new tab, so the search stays where it was. */
function ExternalItem({ href, title, detail, icon }: { href: string; title: string; detail: string; icon: ReactNode }) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className={itemClassName}>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-foreground">{title}</span>
          <span className="block text-xs text-muted-foreground">{detail}</span>
        </span>
        {icon}
        <span className="sr-only">{t("(opens in a new tab)")}</span>
      </a>
    </li>
  );
}

/**
 * Spec 001 section 2: the 'Find Your Type' popover of the search header: the personality-testing
 * site's tests and social page (both as the operator configured them), and /personality-tests.
 */
export function FindYourTypePopover() {
  const tests = useSite()?.personalityTests;
  const network = tests?.socialUrl ? socialNetworkOf(tests.socialUrl) : null;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm">
          <Sparkles aria-hidden="true" />
          {t("Find Your Type")}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" aria-label={t("Find Your Type")} className="p-2">
        <p className="px-3 pt-2 pb-1 text-sm text-muted-foreground">
          {t("Not sure of your type? Take a test, then add it to your profile.")}
        </p>
        <ul className="grid gap-0.5">
          {tests ? (
            <>
              <ExternalItem
                href={tests.siteUrl}
                title={t("Free personality tests at {site}", { site: tests.name })}
                detail={t("MBTI, Enneagram, Big 5 and more; about 10 minutes each")}
                icon={<ExternalLink aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />}
              />
              {tests.socialUrl && network ? (
                <ExternalItem
                  href={tests.socialUrl}
                  title={t("{site} on {network}", { site: tests.name, network: SOCIAL_NETWORK_NAMES[network] })}
                  detail={t("Type insights and relationship tips")}
                  icon={<SocialIcon network={network} className="size-4 shrink-0 text-muted-foreground" />}
                />
              ) : null}
            </>
          ) : (
            <li aria-hidden="true" className="mx-3 my-2 h-10 animate-pulse rounded-lg bg-muted" />
          )}
          <li className="mt-1 border-t border-border pt-1">
            <Link to={ROUTES.personalityTests} className={itemClassName}>
              <span className="min-w-0 flex-1 text-sm font-semibold text-primary-strong">
                {t("All personality tests")}
              </span>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-primary-strong" />
            </Link>
          </li>
        </ul>
      </PopoverContent>
    </Popover>
  );
}
