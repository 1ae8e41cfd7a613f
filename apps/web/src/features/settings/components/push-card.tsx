import { PUSH_SETTINGS_TEXT as TEXT, deviceLabel, type PushDevice } from "@kindred/contracts";
import { BellOff, BellRing, LoaderCircle, Smartphone } from "lucide-react";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { pushState, thisDeviceId, turnOffPush, turnOnPush, type PushState } from "@/lib/push/push-device";
import { serverMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { usePushDevices, useRemovePushDevice } from "../api/push-devices";
import { timeAgo } from "../utils/security-format";
import { SettingsCard } from "./settings-card";
import { t, translateIfMessage } from "@/lib/i18n/i18n";

/** In the language on screen; a label stored alone (from before, or "Unknown device") as it can be. */
const deviceName = (device: PushDevice) =>
  device.browser || device.os ? deviceLabel(device, t) : translateIfMessage(device.label);

/**
 * Issue 32: this browser's notifications (on, off, blocked or impossible here) and every device of the
 * member's that gets them, each removable.
 */
export function PushCard() {
  const devices = usePushDevices();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void pushState().then(setState);
  }, []);

  const flip = async (on: boolean) => {
    setBusy(true);
    try {
      setState(await (on ? turnOnPush() : turnOffPush()));
    } catch (error) {
      toast.error(serverMessage(error, t(on ? TEXT.turnOnFailed : TEXT.turnOffFailed)));
    } finally {
      setBusy(false);
      void devices.refetch();
    }
  };

  return (
    <SettingsCard title={t(TEXT.deviceTitle)}>
      <ThisDevice state={state} busy={busy} onFlip={(on) => void flip(on)} />
      <div className="grid gap-3">
        <div className="grid gap-1">
          <h4 className="font-semibold">{t(TEXT.devicesTitle)}</h4>
          <p className="text-sm text-muted-foreground">{t(TEXT.devicesDescription)}</p>
        </div>
        {devices.isPending ? (
          <div className="grid gap-3" aria-hidden="true">
            <Skeleton className="h-14 w-full" />
          </div>
        ) : devices.isError ? (
          <div className="grid gap-3">
            <Alert>{serverMessage(devices.error, t(TEXT.loadFailed))}</Alert>
            <Button variant="outline" className="justify-self-start" onClick={() => void devices.refetch()}>
              {t(TEXT.retry)}
            </Button>
          </div>
        ) : devices.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t(TEXT.noDevices)}</p>
        ) : (
          <DeviceList devices={devices.data} onChange={() => void pushState().then(setState)} />
        )}
      </div>
    </SettingsCard>
  );
}

function ThisDevice({
  state,
  busy,
  onFlip,
}: {
  state: PushState | null;
  busy: boolean;
  onFlip: (on: boolean) => void;
}) {
  if (state === null) return <Skeleton className="h-11 w-56" />;
  if (state === "unsupported" || state === "denied")
    return (
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <BellOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t(state === "unsupported" ? TEXT.unsupported : TEXT.blocked)}
      </p>
    );
  const on = state === "on";
  return (
    <div className="flex flex-wrap items-center justify-between gap-3" role="group" aria-label={t(TEXT.deviceTitle)}>
      <p className="flex items-center gap-2 text-sm" role="status">
        {on ? (
          <BellRing aria-hidden="true" className="size-4 text-primary-strong" />
        ) : (
          <BellOff aria-hidden="true" className="size-4" />
        )}
        {t(on ? TEXT.on : TEXT.off)}
      </p>
      <Button
        variant={on ? "outline" : "primary"}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => onFlip(!on)}
      >
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {t(on ? TEXT.turnOff : TEXT.turnOn)}
      </Button>
    </div>
  );
}

function DeviceList({ devices, onChange }: { devices: PushDevice[]; onChange: () => void }) {
  const remove = useRemovePushDevice();
  const current = thisDeviceId();
  return (
    <ul className="grid divide-y divide-border rounded-xl border border-border" aria-label={t(TEXT.devicesTitle)}>
      {devices.map((device) => {
        const removing = remove.isPending && remove.variables === device.id;
        return (
          <li key={device.id} className="flex items-center gap-3 px-4 py-3" data-testid="push-device">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <Smartphone aria-hidden="true" className="size-5" />
            </span>
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-semibold wrap-anywhere">{deviceName(device)}</span>
                {device.id === current ? (
                  <Badge size="xs" className="px-2">
                    {t(TEXT.thisDevice)}
                  </Badge>
                ) : null}
              </p>
              <p className="text-xs text-muted-foreground">
                {t(TEXT.added, { date: timeAgo(device.createdAt) })}
                {device.lastSuccessAt ? (
                  <>
                    <span aria-hidden="true"> · </span>
                    {t(TEXT.lastDelivered, { date: timeAgo(device.lastSuccessAt) })}
                  </>
                ) : null}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="shrink-0"
              aria-label={t(TEXT.removeLabel, { label: deviceName(device) })}
              disabled={removing}
              onClick={() =>
                remove.mutate(device.id, {
                  onSuccess: () => {
                    toast.success(t(TEXT.removed));
                    onChange();
                  },
                  onError: (error) => toast.error(serverMessage(error, t(TEXT.removeFailed))),
                })
              }
            >
              {removing ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {t(TEXT.remove)}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
