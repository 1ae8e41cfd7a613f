import { createRequire } from "node:module";

type AxeRule = { id: string; impact?: string };

/**
 * The axe rules that can only ever report a minor or moderate violation. A rule with an impact gives
 * that impact to every check it fails (axe-core's finalizeRuleResult), and the journeys fail only on
 * serious or critical ones, so these rules ran on every scan for nothing: skipping them (region and the
 * landmark rules walk the whole page) took a tenth off the CPU of the journeys that scan most. Read
 * from the axe-core that runs the scans, so an upgrade that raises a rule's impact runs it again.
 */
export const RULES_BELOW_SERIOUS: string[] = (() => {
  const axe = createRequire(import.meta.url)("axe-core") as { _audit?: { rules?: AxeRule[] } };
  const rules = axe._audit?.rules;
  if (!rules?.length || rules.some((rule) => rule.impact === undefined))
    throw new Error("axe-core no longer lists its rules' impacts: see e2e/support/axe-rules.ts");
  return rules.filter((rule) => rule.impact === "minor" || rule.impact === "moderate").map((rule) => rule.id);
})();
