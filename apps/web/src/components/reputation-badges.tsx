import { REVIEW_RULES, REVIEW_TEXT, type CardReviews } from "@kindred/contracts";
import { BadgeCheck, CalendarCheck, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { t } from "@/lib/i18n/i18n";
import { cn } from "@/lib/utils";

type ReputationBadgesProps = {
  /** A member's review summary; null when they hide their reviews. */
  reviews: CardReviews;
  /** Also list the two most named traits. */
  showTraits?: boolean;
  /** `photo`: white chips over a photo; `plain`: on a card. */
  tone?: "plain" | "photo";
  className?: string;
};

/**
 * Spec 001 section 10, the reputation badges (Photo Verified, Reliable, Honest, and maybe the top
 * traits). Nothing at all below 5 reviews, or when the member hides their reviews.
 */
export function ReputationBadges({ reviews, showTraits = false, tone = "plain", className }: ReputationBadgesProps) {
  const reputation = reviews && reviews.totalReviews >= REVIEW_RULES.detailFromReviews ? reviews.reputation : null;
  if (!reputation) return null;
  const earned: { label: string; icon: ReactNode }[] = [
    reputation.photoVerified
      ? { label: t(REVIEW_TEXT.badges.photoVerified), icon: <BadgeCheck aria-hidden="true" /> }
      : null,
    reputation.reliable ? { label: t(REVIEW_TEXT.badges.reliable), icon: <CalendarCheck aria-hidden="true" /> } : null,
    reputation.honest ? { label: t(REVIEW_TEXT.badges.honest), icon: <ShieldCheck aria-hidden="true" /> } : null,
  ].filter((badge) => badge !== null);
  const traits = showTraits ? reputation.topTraits : [];
  if (!earned.length && !traits.length) return null;

  const badgeClass =
    tone === "photo"
      ? "bg-white/95 text-emerald-800 shadow-sm"
      : "bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200";
  const traitClass = tone === "photo" ? "bg-white/20 text-white ring-1 ring-white/40" : undefined;
  return (
    <ul aria-label={t("Reputation")} className={cn("flex flex-wrap gap-1.5", className)}>
      {earned.map((badge) => (
        <li key={badge.label}>
          <Badge className={badgeClass}>
            {badge.icon}
            {badge.label}
          </Badge>
        </li>
      ))}
      {traits.map((trait) => (
        <li key={trait}>
          <Badge variant="muted" className={traitClass}>
            {trait}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
