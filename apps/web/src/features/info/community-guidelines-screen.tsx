import { APP_NAME, COMMUNITY_GUIDELINES } from "@kindred/contracts";
import { t } from "@/lib/i18n/i18n";
import { InfoLayout, type InfoSection } from "./components/info-layout";
import { GUIDELINE_BODIES } from "./guidelines-content";

export function CommunityGuidelinesScreen() {
  /*
   * One section per rule, anchored by the rule's id: a moderation statement links to
   * `/community-guidelines#<rule>` and cites the rule by its number and title.
   */
  const sections: InfoSection[] = COMMUNITY_GUIDELINES.map((rule) => ({
    id: rule.id,
    title: t(rule.title),
    body: GUIDELINE_BODIES[rule.id].map((paragraph) => <p key={paragraph}>{t(paragraph)}</p>),
  }));
  const intro = (
    <p>
      {t(
        "{app} is a place to meet people with care. These rules keep it safe and kind for everyone; our moderators enforce them, and every decision cites the rule it applies.",
        { app: APP_NAME },
      )}
    </p>
  );
  return (
    <InfoLayout title={t("Community Guidelines")} eyebrow={t("Community")} intro={intro} sections={sections} numbered />
  );
}
