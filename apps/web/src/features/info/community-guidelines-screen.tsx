import { APP_NAME, COMMUNITY_GUIDELINES } from "@kindred/contracts";
import { InfoLayout, type InfoSection } from "./components/info-layout";
import { GUIDELINE_BODIES } from "./guidelines-content";

/*
 * One section per rule, anchored by the rule's id: a moderation statement links to
 * `/community-guidelines#<rule>` and cites the rule by its number and title.
 */
const sections: InfoSection[] = COMMUNITY_GUIDELINES.map((rule) => ({
  id: rule.id,
  title: rule.title,
  body: GUIDELINE_BODIES[rule.id].map((paragraph) => <p key={paragraph}>{paragraph}</p>),
}));

const intro = (
  <p>
    {APP_NAME} is a place to meet people with care. These rules keep it safe and kind for everyone; our moderators
    enforce them, and every decision cites the rule it applies.
  </p>
);

export function CommunityGuidelinesScreen() {
  return <InfoLayout title="Community Guidelines" eyebrow="Community" intro={intro} sections={sections} numbered />;
}
