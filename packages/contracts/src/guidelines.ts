import { msg } from "./i18n/msg";
import type { ReportCategory } from "./safety";

/**
 * The community guidelines' nine sections (spec 001, Legal and information pages). The page shows them,
 * and every statement of reasons cites one by its title, so a member can read the rule they broke.
 * Titles are messages (domain "info"): a screen shows one with `t(guidelineTitle(id))`.
 */
export const COMMUNITY_GUIDELINES = [
  { id: "be-authentic", title: msg("Be authentic") },
  { id: "be-respectful", title: msg("Be respectful") },
  { id: "no-harassment-or-hate", title: msg("No harassment or hate") },
  { id: "no-inappropriate-content", title: msg("No inappropriate content") },
  { id: "protect-privacy", title: msg("Protect privacy and never send money") },
  { id: "no-spam-or-solicitation", title: msg("No spam or solicitation") },
  { id: "report-concerns", title: msg("Report concerns") },
  { id: "safety-tips", title: msg("Safety tips for meeting in person") },
  { id: "consequences", title: msg("Consequences") },
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
