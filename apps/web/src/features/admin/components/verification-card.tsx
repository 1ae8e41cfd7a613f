import {
  ADMIN_ACTION_TEXT,
  ADMIN_VERIFICATIONS_TEXT as TEXT,
  RevokeVerificationInputSchema,
  VERIFICATION_REVOKE_REASON_MAX_LENGTH,
  VERIFICATION_TEXT,
  type VerificationAttempt,
} from "@kindred/contracts";
import { BadgeCheck, ShieldAlert, ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useRevokeVerification } from "../api/revoke-verification";
import { formatDateTime, formatSimilarity } from "../utils/format";
import { announce } from "../utils/notify";
import { CopyIdButton } from "./copy-id-button";
import { ModerationDialog } from "./moderation-dialog";
import { t, translateIfMessage } from "@/lib/i18n/i18n";

/** Passed or failed: colour and an icon, never colour alone. */
function OutcomeBadge({ verified }: { verified: boolean }) {
  const Icon = verified ? ShieldCheck : ShieldAlert;
  return (
    <Badge
      variant="outline"
      className={cn(
        verified
          ? "border-emerald-200 bg-emerald-50 text-emerald-800"
          : "border-red-200 bg-destructive-soft text-destructive",
      )}
    >
      <Icon aria-hidden="true" />
      {verified ? t(TEXT.verified) : t(TEXT.failed)}
    </Badge>
  );
}

/** One decided attempt: who, when, why it failed, the scores against the thresholds, the poses asked. */
export function VerificationCard({ attempt }: { attempt: VerificationAttempt }) {
  const revoke = useRevokeVerification();
  const [confirming, setConfirming] = useState(false);
  const name = attempt.firstName?.trim() || t(TEXT.noName);
  const result = attempt.verified
    ? t(TEXT.passed)
    : attempt.reason
      ? translateIfMessage(VERIFICATION_TEXT.failures[attempt.reason])
      : t(TEXT.failed);

  const onRevoke = (reason: string) =>
    void announce(revoke.mutateAsync({ userId: attempt.userId, reason }), {
      success: t(ADMIN_ACTION_TEXT.verificationRevoked),
      failure: t(ADMIN_ACTION_TEXT.verificationRevokeFailed),
      onSuccess: () => setConfirming(false),
    });

  return (
    <article
      aria-label={t(TEXT.attemptBy, { name })}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm shadow-stone-900/5 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <OutcomeBadge verified={attempt.verified} />
        <span className="font-semibold">{name}</span>
        <CopyIdButton id={attempt.userId} name={name} />
        {attempt.verifiedNow ? (
          <Badge variant="muted" size="xs" className="px-2">
            <BadgeCheck aria-hidden="true" />
            {t(TEXT.badgeNow)}
          </Badge>
        ) : null}
        <time dateTime={attempt.createdAt} className="text-sm text-muted-foreground">
          {formatDateTime(attempt.createdAt)}
        </time>
      </div>
      <dl className="grid gap-x-3 gap-y-1.5 text-sm sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
        <dt className="text-muted-foreground">{t(TEXT.result)}</dt>
        <dd>{result}</dd>
        <dt className="text-muted-foreground">{t(TEXT.mainSimilarity)}</dt>
        <dd className="tabular-nums">{formatSimilarity(attempt.mainSimilarity) ?? t(TEXT.notMeasured)}</dd>
        <dt className="text-muted-foreground">{t(TEXT.otherSimilarity)}</dt>
        <dd className="tabular-nums">{formatSimilarity(attempt.otherSimilarity) ?? t(TEXT.notMeasured)}</dd>
        <dt className="text-muted-foreground">{t(TEXT.poses)}</dt>
        <dd>{attempt.poses.map((pose) => t(TEXT.pose[pose])).join(", ")}</dd>
      </dl>
      {attempt.verifiedNow ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            className="border-red-200 text-destructive hover:bg-destructive-soft hover:text-destructive"
            aria-label={t(TEXT.revokeLabel, { name })}
            onClick={() => setConfirming(true)}
            disabled={revoke.isPending}
          >
            <ShieldOff aria-hidden="true" />
            {t(TEXT.revoke)}
          </Button>
        </div>
      ) : null}
      <ModerationDialog
        open={confirming}
        onOpenChange={(open) => (open ? undefined : setConfirming(false))}
        title={t(TEXT.revokeTitle)}
        description={t(TEXT.revokeDescription)}
        confirmLabel={t(TEXT.revokeConfirm)}
        destructive
        pending={revoke.isPending}
        askRule={false}
        reasonHint={t(TEXT.revokeReasonHint)}
        reasonSchema={RevokeVerificationInputSchema.shape.reason}
        reasonMaxLength={VERIFICATION_REVOKE_REASON_MAX_LENGTH}
        onConfirm={({ reason }) => onRevoke(reason)}
      />
    </article>
  );
}
