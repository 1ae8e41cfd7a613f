import { t } from "@/lib/i18n/i18n";
import { useSite } from "@/lib/site/get-site";
import { InfoLayout } from "./components/info-layout";
import { LEGAL_LAST_UPDATED } from "./content/legal-dates";
import { termsIntro, termsSections } from "./content/terms-content";

export function TermsScreen() {
  const site = useSite();
  return (
    <InfoLayout
      title={t("Terms of Service")}
      eyebrow={t("Legal")}
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={termsIntro(site)}
      sections={termsSections(site)}
      numbered
    />
  );
}
