import { SECURITY_TEXT, deviceLabel, placeLabel, type ActiveSession, type DeviceKind } from "@kindred/contracts";
import { HelpCircle, LoaderCircle, LogOut, Monitor, Smartphone, Tablet } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { useSessions, useSignOutOtherSessions, useSignOutSession } from "../api/sessions";
import { sessionActivity, timeAgo } from "../utils/security-format";
import { SettingsCard } from "./settings-card";
import { activeLocale, t } from "@/lib/i18n/i18n";

const DEVICE_ICONS: Record<DeviceKind, typeof Monitor> = {
  phone: Smartphone,
  tablet: Tablet,
  desktop: Monitor,
  unknown: HelpCircle,
};

/** Issue 15: where the member is signed in; sign out one device, or every other one. */
export function SessionsCard() {
  const sessions = useSessions();
  const signOutOne = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const [confirming, setConfirming] = useState<ActiveSession | "others" | null>(null);
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  const endOne = (session: ActiveSession) =>
    signOutOne.mutate(session.id, {
      onSuccess: () => toast.success(t(SECURITY_TEXT.sessionSignedOut)),
      onError: (error) => toast.error(serverMessage(error, t(SECURITY_TEXT.passkeyActionFailed))),
    });
  const endOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => toast.success(t(SECURITY_TEXT.othersSignedOut, { count: revoked })),
      onError: (error) => toast.error(serverMessage(error, t(SECURITY_TEXT.passkeyActionFailed))),
    });

  return (
    <SettingsCard title={t(SECURITY_TEXT.sessionsTitle)} description={t(SECURITY_TEXT.sessionsDescription)}>
      {sessions.isPending ? (
        <div className="grid gap-3" aria-hidden="true">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : sessions.isError ? (
        <div className="grid gap-3">
          <Alert>{serverMessage(sessions.error, t(SECURITY_TEXT.sessionsLoadFailed))}</Alert>
          <Button variant="outline" className="justify-self-start" onClick={() => void sessions.refetch()}>
            {t(SECURITY_TEXT.retry)}
          </Button>
        </div>
      ) : (
        <div className="grid gap-4">
          <ul
            className="grid divide-y divide-border rounded-xl border border-border"
            aria-label={t(SECURITY_TEXT.sessionsTitle)}
          >
            {sessions.data.map((session) => {
              const Icon = DEVICE_ICONS[session.device.kind];
              const device = deviceLabel(session.device, t);
              const ending = signOutOne.isPending && signOutOne.variables === session.id;
              return (
                <li key={session.id} className="flex items-center gap-3 px-4 py-3" data-testid="session-row">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="font-semibold wrap-anywhere">{device}</span>
                      {session.current ? (
                        <Badge size="xs" className="px-2">
                          {t(SECURITY_TEXT.thisDevice)}
                        </Badge>
                      ) : null}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {placeLabel(session.place, activeLocale(), t)}
                      <span aria-hidden="true"> · </span>
                      <span className={session.current ? "font-medium text-emerald-700" : undefined}>
                        {sessionActivity(session)}
                      </span>
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {t(SECURITY_TEXT.signedInOn, { date: timeAgo(session.createdAt) })}
                    </p>
                  </div>
                  {session.current ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      className="shrink-0"
                      aria-label={t(SECURITY_TEXT.signOutSessionLabel, { device })}
                      disabled={ending}
                      onClick={() => setConfirming(session)}
                    >
                      {ending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                      {t(SECURITY_TEXT.signOutSession)}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t(SECURITY_TEXT.sessionsEmpty)}</p>
          ) : (
            <Button
              variant="outline"
              className="w-full sm:w-auto sm:justify-self-start"
              disabled={signOutOthers.isPending}
              aria-busy={signOutOthers.isPending || undefined}
              onClick={() => setConfirming("others")}
            >
              {signOutOthers.isPending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <LogOut aria-hidden="true" />
              )}
              {t(SECURITY_TEXT.signOutOthers)}
            </Button>
          )}
        </div>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === "others" ? t(SECURITY_TEXT.signOutOthersTitle) : t(SECURITY_TEXT.signOutSessionTitle)}
        description={
          confirming === "others"
            ? t(SECURITY_TEXT.signOutOthersDescription)
            : confirming
              ? t(SECURITY_TEXT.signOutSessionDescription, { device: deviceLabel(confirming.device, t) })
              : ""
        }
        confirmLabel={confirming === "others" ? t(SECURITY_TEXT.signOutOthers) : t(SECURITY_TEXT.signOutSession)}
        onConfirm={() => {
          if (confirming === "others") endOthers();
          else if (confirming) endOne(confirming);
        }}
      />
    </SettingsCard>
  );
}
