import { COMMUNITY_GUIDELINES } from "@kindred/contracts";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { Page } from "@/components/layouts/page";
import { GUIDELINE_BODIES } from "./guidelines-content";

/**
 * The community guidelines, one section per rule, each anchored by its id: a statement of reasons
 * links to `/community-guidelines#<rule>`, and the route renders after the page loaded, so the
 * browser's own jump to the anchor has nothing to land on yet: scroll to it once it exists.
 */
export function CommunityGuidelinesScreen() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <Page title="Community Guidelines">
      <p className="text-muted-foreground mt-3">
        Kindred is a place to meet people with care. These rules keep it safe and kind for everyone; our moderators
        enforce them, and every decision cites the rule it applies.
      </p>
      <ol className="mt-8 space-y-8">
        {COMMUNITY_GUIDELINES.map((rule, index) => (
          <li key={rule.id} id={rule.id} className="scroll-mt-6">
            <h2 className="text-xl font-semibold">
              {index + 1}. {rule.title}
            </h2>
            {GUIDELINE_BODIES[rule.id].map((paragraph) => (
              <p key={paragraph} className="mt-2 leading-relaxed">
                {paragraph}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </Page>
  );
}
