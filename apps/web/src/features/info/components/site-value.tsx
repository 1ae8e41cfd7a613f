import type { SiteInfo } from "@kindred/contracts";
import { t } from "@/lib/i18n/i18n";

/**
 * An operator detail inside running text. Until `/api/site` answers, a bar of about the value's width
 * holds its place on the line, so paragraphs don't reflow when it arrives.
 */
export function SiteValue({
  site,
  pick,
  width = "10rem",
}: {
  site?: SiteInfo;
  pick: (site: SiteInfo) => string;
  width?: string;
}) {
  if (!site) {
    return (
      <span
        aria-hidden="true"
        style={{ width }}
        className="inline-block h-[1em] animate-pulse rounded bg-muted align-middle"
      />
    );
  }
  return <>{pick(site)}</>;
}

/** A mailbox of the operator's as a mail link, held in place while loading. */
export function SiteMail({ site, pick }: { site?: SiteInfo; pick: (site: SiteInfo) => string }) {
  if (!site) return <SiteValue site={site} pick={pick} width="11rem" />;
  const address = pick(site);
  return <a href={`mailto:${address}`}>{address}</a>;
}

/** The operator's postal address; one line either way, so the page keeps its height once it loads. */
export function SitePostalAddress({ site }: { site?: SiteInfo }) {
  return (
    <p>
      <strong>{t("By post:")}</strong>{" "}
      <SiteValue
        site={site}
        pick={(loaded) => loaded.postalAddress ?? t("on request, by e-mail to the address above.")}
        width="14rem"
      />
    </p>
  );
}
