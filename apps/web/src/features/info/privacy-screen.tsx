import { t } from "@/lib/i18n/i18n";
import { useSite } from "@/lib/site/get-site";
import { InfoLayout } from "./components/info-layout";
import { LEGAL_LAST_UPDATED } from "./content/legal-dates";
import { privacyIntro, privacySections } from "./content/privacy-content";

export function PrivacyScreen() {
  const site = useSite();
  return (
    <InfoLayout
      title={t("Privacy Policy")}
      eyebrow={t("Legal")}
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={privacyIntro(site)}
      sections={privacySections(site)}
      numbered
    />
  );
}
