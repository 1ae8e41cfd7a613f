import { APP_NAME, MINIMUM_AGE } from "@kindred/contracts";
import { Link } from "react-router";
import { Logo } from "@/components/ui/logo";
import { FOOTER_LEGAL_LINKS, FOOTER_QUICK_LINKS, type FooterLink } from "@/config/navigation";
import { t } from "@/lib/i18n/i18n";
import { useMe } from "@/lib/session/get-me";
import { useSite } from "@/lib/site/get-site";
import { SOCIAL_NETWORK_NAMES, SocialIcon } from "@/lib/site/social-icon";

const linkClassName =
  "inline-flex min-h-11 min-w-11 items-center rounded-sm text-sm text-stone-300 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-300";

function LinkGroup({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-2.5 grid">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClassName}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The operator's social accounts; the row keeps its height while they load, and when there are none. */
function SocialLinks() {
  const site = useSite();
  return (
    <ul aria-label={t("Follow us")} className="mt-6 flex min-h-10 flex-wrap gap-2">
      {site?.social.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("{operator} on {network} (opens in a new tab)", {
              operator: site.operatorName,
              network: link.network === "website" ? t("our website") : SOCIAL_NETWORK_NAMES[link.network],
            })}
            className="flex size-11 items-center justify-center rounded-full bg-stone-800 text-stone-200 transition-colors hover:bg-stone-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-300"
          >
            <SocialIcon network={link.network} className="size-4.5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function SupportContact() {
  const site = useSite();
  return (
    <div className="col-span-2 md:col-span-1">
      <h2 className="text-sm font-semibold text-white">{t("Support")}</h2>
      <p className="mt-4 text-sm leading-relaxed">
        {t("Questions, safety concerns or feedback? We read every message.")}
      </p>
      <p className="mt-3 h-6 text-sm">
        {site ? (
          <a href={`mailto:${site.supportEmail}`} className={`${linkClassName} font-semibold text-white`}>
            {site.supportEmail}
          </a>
        ) : (
          <span aria-hidden="true" className="inline-block h-4 w-44 animate-pulse rounded bg-stone-800 align-middle" />
        )}
      </p>
    </div>
  );
}

/**
 * Spec 001 "Footer": brand blurb, Quick Links, Legal, social icons and the support contact. Nothing in
 * it waits on the session or the site details for its size, so the page above never moves.
 */
export function SiteFooter() {
  const { data: me } = useMe();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-8 gap-y-10 px-5 py-14 sm:px-8 md:grid-cols-[1.5fr_1fr_1fr_1.2fr]">
        <div className="col-span-2 max-w-sm md:col-span-1">
          <Logo className="text-white" />
          <p className="mt-4 text-sm leading-relaxed">
            {t(
              "{appName} matches adults by personality, communication style and values, so the people you meet are people you actually click with.",
              { appName: APP_NAME },
            )}
          </p>
          <SocialLinks />
        </div>
        <LinkGroup title={t("Quick Links")} links={me ? FOOTER_QUICK_LINKS.member : FOOTER_QUICK_LINKS.visitor} />
        <LinkGroup title={t("Legal")} links={FOOTER_LEGAL_LINKS} />
        <SupportContact />
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-5 py-6 text-xs sm:flex-row sm:justify-between sm:px-8">
          <p>{t("© {year} {appName}. All rights reserved.", { year, appName: APP_NAME })}</p>
          <p>{t("{appName} is for adults aged {age} and over.", { appName: APP_NAME, age: MINIMUM_AGE })}</p>
        </div>
      </div>
    </footer>
  );
}
