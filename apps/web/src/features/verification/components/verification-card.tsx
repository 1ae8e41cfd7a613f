import { ROUTES, VERIFICATION_TEXT } from "@kindred/contracts";
import { ArrowRight, ScanFace } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { t } from "@/lib/i18n/i18n";
import { verifiedOn } from "../lib/verified-on";
import { useVerificationStatus } from "../api/verification";

const TEXT = VERIFICATION_TEXT;

/** The profile's and photos page's way in: the badge held, or the invitation to get it. */
export function VerificationCard() {
  const { data: status } = useVerificationStatus();
  // Nothing until known: a card that changes its mind after a moment is worse than one a moment late.
  if (!status) return null;
  return (
    <Card className="flex items-start gap-4 p-5" role="region" aria-labelledby="verification-card-title">
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-sky-50 text-sky-700"
      >
        <ScanFace className="size-6" />
      </span>
      <div className="grid min-w-0 gap-1.5">
        <h2 id="verification-card-title" className="text-lg font-bold">
          {t(status.verified ? TEXT.cardVerified : TEXT.title)}
        </h2>
        <p className="text-sm text-muted-foreground">
          {status.verified && status.verifiedAt
            ? t(TEXT.cardVerifiedSince, { date: verifiedOn(status.verifiedAt) })
            : t(TEXT.cardUnverified)}
        </p>
        {status.verified ? null : (
          <Button asChild size="sm" className="mt-1 justify-self-start">
            <Link to={ROUTES.verify}>
              {t(TEXT.start)}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
