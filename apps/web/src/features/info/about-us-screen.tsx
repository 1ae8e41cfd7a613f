import { t } from "@/lib/i18n/i18n";
import { useSite } from "@/lib/site/get-site";
import { InfoLayout } from "./components/info-layout";
import { aboutIntro, aboutSections } from "./content/about-content";

export function AboutUsScreen() {
  const site = useSite();
  return (
    <InfoLayout title={t("About Us")} eyebrow={t("Who we are")} intro={aboutIntro()} sections={aboutSections(site)} />
  );
}
