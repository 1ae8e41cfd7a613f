import type { ReportCategory } from "./safety";

/**
 * The community guidelines' nine sections (spec 001, Legal and information pages). The page shows them,
 * and every statement of reasons cites one by its title, so a member can read the rule they broke.
 */
export const COMMUNITY_GUIDELINES = [
  { id: "be-authentic", title: "Be authentic" },
  { id: "be-respectful", title: "Be respectful" },
  { id: "no-harassment-or-hate", title: "No harassment or hate" },
  { id: "no-inappropriate-content", title: "No inappropriate content" },
  { id: "protect-privacy", title: "Protect privacy and never send money" },
  { id: "no-spam-or-solicitation", title: "No spam or solicitation" },
  { id: "report-concerns", title: "Report concerns" },
  { id: "safety-tips", title: "Safety tips for meeting in person" },
  { id: "consequences", title: "Consequences" },
] as const;
export type GuidelineId = (typeof COMMUNITY_GUIDELINES)[number]["id"];
export const GUIDELINE_IDS = COMMUNITY_GUIDELINES.map((rule) => rule.id) as [GuidelineId, ...GuidelineId[]];

export const guidelineTitle = (id: GuidelineId): string =>
  COMMUNITY_GUIDELINES.find((rule) => rule.id === id)?.title ?? id;

/** The rule a report's category most likely breaks: the admin dialogs' preselected rule. */
export const RULE_FOR_CATEGORY: Record<ReportCategory, GuidelineId> = {
  harassment: "no-harassment-or-hate",
  fake_profile: "be-authentic",
  scam_spam: "no-spam-or-solicitation",
  underage: "be-authentic",
  inappropriate_photos: "no-inappropriate-content",
  hate_threats: "no-harassment-or-hate",
  other: "be-respectful",
};

/** Where a statement sends the member to read the rule (the page anchors each section by its id). */
export const guidelineHref = (id: GuidelineId) => `/community-guidelines#${id}`;
