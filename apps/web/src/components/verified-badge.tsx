import { VERIFICATION_TEXT } from "@kindred/contracts";
import { ScanFace } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { t } from "@/lib/i18n/i18n";
import { cn } from "@/lib/utils";

type VerifiedBadgeProps = {
  verified: boolean;
  /** `photo`: a white chip over a photo; `plain`: on a card or page. */
  tone?: "plain" | "photo";
  className?: string;
};

/**
 * Selfie-verified: the member's live selfie matched the photo that is their main photo now (issue 31).
 * Distinct from the reviews' "Photo Verified", which is what their dates said of their photos.
 */
export function VerifiedBadge({ verified, tone = "plain", className }: VerifiedBadgeProps) {
  if (!verified) return null;
  return (
    <Badge
      title={t(VERIFICATION_TEXT.badgeLabel)}
      className={cn(
        "gap-1 [&_svg]:size-3.5",
        tone === "photo" ? "bg-sky-50/95 text-sky-800 shadow-sm" : "bg-sky-50 text-sky-800 ring-1 ring-sky-200",
        className,
      )}
    >
      <ScanFace aria-hidden="true" />
      {t(VERIFICATION_TEXT.badge)}
      <span className="sr-only">: {t(VERIFICATION_TEXT.badgeLabel)}</span>
    </Badge>
  );
}
