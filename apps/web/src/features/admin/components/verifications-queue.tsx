import { ADMIN_VERIFICATIONS_TEXT as TEXT } from "@kindred/contracts";
import { ScanFace, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";
import { useAdminVerifications } from "../api/get-verifications";
import { EmptyState, LoadError, LoadingNote } from "./panel-states";
import { PanelSection } from "./panel-section";
import { VerificationCard } from "./verification-card";
import { t } from "@/lib/i18n/i18n";

function AttemptsSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-3">
      <LoadingNote>{t(TEXT.loading)}</LoadingNote>
      {[0, 1].map((card) => (
        <div key={card} aria-hidden="true" className="grid gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5">
          <div className="flex gap-2">
            <Skeleton className="h-6 w-20 rounded-full" />
            <Skeleton className="h-6 w-32" />
          </div>
          <Skeleton className="h-20 w-full rounded-xl" />
        </div>
      ))}
    </div>
  );
}

/**
 * Decided selfie verifications, newest first: the failed ones by default (a run of them on one member
 * is worth a look), every one at a switch. A member who holds the badge now can lose it here.
 */
export function VerificationsQueue() {
  const switchId = useId();
  const [failedOnly, setFailedOnly] = useState(true);
  const query = useAdminVerifications(failedOnly);

  let body;
  if (query.isPending) body = <AttemptsSkeleton />;
  else if (query.isError)
    body = (
      <LoadError message={t(TEXT.loadFailed)} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
    );
  else if (query.data.attempts.length === 0)
    body = failedOnly ? (
      <EmptyState icon={ShieldCheck} title={t(TEXT.noFailed)}>
        {t(TEXT.noFailedBody)}
      </EmptyState>
    ) : (
      <EmptyState icon={ScanFace} title={t(TEXT.none)}>
        {t(TEXT.noneBody)}
      </EmptyState>
    );
  else
    body = (
      <>
        <ul
          aria-label={t(TEXT.list)}
          aria-busy={query.isPlaceholderData || undefined}
          className={cn("grid gap-3", query.isPlaceholderData && "opacity-60")}
        >
          {query.data.attempts.map((attempt) => (
            <li key={attempt.id}>
              <VerificationCard attempt={attempt} />
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{t(TEXT.limitNote)}</p>
      </>
    );

  return (
    <PanelSection
      title={t(TEXT.title)}
      aside={
        <div className="flex items-center gap-2">
          <Label htmlFor={switchId}>{t(TEXT.failedOnly)}</Label>
          <Switch id={switchId} checked={failedOnly} onCheckedChange={setFailedOnly} />
        </div>
      }
    >
      {body}
    </PanelSection>
  );
}
