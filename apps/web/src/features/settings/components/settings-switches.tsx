import {
  MEMBER_SETTINGS_TEXT,
  SETTINGS_SWITCHES,
  SETTINGS_SWITCH_TEXT,
  type MemberSettingKey,
  type MemberSettings,
} from "@kindred/contracts";
import { RotateCw } from "lucide-react";
import { useId } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useMemberSettings, useUpdateMemberSettings } from "../api/settings";
import { SettingsCard } from "./settings-card";
import { t } from "@/lib/i18n/i18n";

type SettingsSwitchesProps = {
  /** Which tab's switches, in the spec's order. */
  tab: keyof typeof SETTINGS_SWITCHES;
  title: string;
  description: string;
  /** The card's heading: h2 for the tab's first card (SettingsCard). */
  level?: 2 | 3;
  /**
   * A second card over the same switches stays out of the way when they cannot load: the first card
   * says so, once, with its Try again.
   */
  hideOnError?: boolean;
};

/**
 * One tab's switches in a card: each labelled, with a line saying what it really does. A switch
 * flips at once and saves; while a save is on its way the others wait (aria-disabled, so a keyboard
 * user keeps their place), and a failed save flips it back with a toast.
 */
export function SettingsSwitches({ tab, title, description, level = 2, hideOnError = false }: SettingsSwitchesProps) {
  const settings = useMemberSettings();
  const update = useUpdateMemberSettings();
  const saving = update.isPending;

  const save = (key: MemberSettingKey, on: boolean) => {
    if (saving) return;
    update.mutate(
      { [key]: on },
      {
        // The server's reason when it refused this save (a suspended account); else: try again.
        onError: (error) =>
          toast.error(isApiError(error) && error.isClientError ? error.message : t(MEMBER_SETTINGS_TEXT.saveFailed)),
      },
    );
  };

  if (hideOnError && settings.isError) return null;
  return (
    <SettingsCard level={level} title={title} description={description}>
      {settings.data ? (
        <ul className="grid divide-y divide-border" aria-busy={saving || undefined}>
          {SETTINGS_SWITCHES[tab].map((key) => (
            <SwitchRow key={key} setting={key} settings={settings.data} saving={saving} onChange={save} />
          ))}
        </ul>
      ) : settings.isError ? (
        <Alert className="items-center">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <p className="font-medium">{t(MEMBER_SETTINGS_TEXT.loadFailed)}</p>
            <Button variant="outline" size="sm" onClick={() => void settings.refetch()} disabled={settings.isFetching}>
              <RotateCw aria-hidden="true" className={settings.isFetching ? "animate-spin" : undefined} />
              {t(MEMBER_SETTINGS_TEXT.retry)}
            </Button>
          </div>
        </Alert>
      ) : (
        <SwitchesSkeleton count={SETTINGS_SWITCHES[tab].length} />
      )}
    </SettingsCard>
  );
}

type SwitchRowProps = {
  setting: MemberSettingKey;
  settings: MemberSettings;
  saving: boolean;
  onChange: (key: MemberSettingKey, on: boolean) => void;
};

function SwitchRow({ setting, settings, saving, onChange }: SwitchRowProps) {
  const id = useId();
  const { label, description } = SETTINGS_SWITCH_TEXT[setting];
  return (
    <li className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={id} className="cursor-pointer">
          {t(label)}
        </Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {t(description)}
        </p>
      </div>
      <Switch
        id={id}
        checked={settings[setting]}
        onCheckedChange={(on) => onChange(setting, on)}
        aria-describedby={`${id}-description`}
        aria-disabled={saving || undefined}
        className="mt-0.5 aria-disabled:cursor-progress aria-disabled:opacity-60"
      />
    </li>
  );
}

/** The rows' shape while the switches load, so nothing jumps when they arrive. */
function SwitchesSkeleton({ count }: { count: number }) {
  return (
    <div aria-busy="true" className="grid gap-5">
      <p role="status" className="sr-only">
        {t(MEMBER_SETTINGS_TEXT.loading)}
      </p>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex items-start justify-between gap-4">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-40 max-w-full" />
            <Skeleton className="h-3.5 w-full" />
          </div>
          <Skeleton className="h-6 w-11 shrink-0 rounded-full" />
        </div>
      ))}
    </div>
  );
}
