import { SETTINGS_TABS, SETTINGS_TEXT, type SettingsTabId } from "@kindred/contracts";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Page } from "@/components/layouts/page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DEFAULT_SETTINGS_TAB, settingsTabFrom } from "../utils/settings-tab";
import { AccountTab } from "./account-tab";
import { NotificationsTab } from "./notifications-tab";
import { PrivacyTab } from "./privacy-tab";
import { SecurityTab } from "./security-tab";
import { t } from "@/lib/i18n/i18n";

type SettingsScreenProps = {
  /** The blocked-members list: another feature's, so the app route hands it in. */
  blockedMembers: ReactNode;
};

/**
 * `/settings` (spec 001 "Settings"). The open tab is in the address (`?tab=security`) so a reload or
 * a link opens it again; only the open tab is mounted, so only its data is fetched.
 */
export function SettingsScreen({ blockedMembers }: SettingsScreenProps) {
  const [params, setParams] = useSearchParams();
  const tab = settingsTabFrom(params.get("tab"));
  const panels: Record<SettingsTabId, ReactNode> = {
    account: <AccountTab blockedMembers={blockedMembers} />,
    notifications: <NotificationsTab />,
    privacy: <PrivacyTab />,
    security: <SecurityTab />,
  };

  return (
    <Page title={t(SETTINGS_TEXT.title)}>
      <Tabs
        value={tab}
        onValueChange={(next) => setParams(next === DEFAULT_SETTINGS_TAB ? {} : { tab: next }, { replace: true })}
        className="mt-5 sm:mt-6"
      >
        {/* Four labels don't fit one row at 390 px without cutting "Security" off: two by two on phones. */}
        <TabsList
          aria-label={t(SETTINGS_TEXT.tabsLabel)}
          className="grid grid-cols-2 rounded-2xl sm:grid-cols-4 sm:rounded-full"
        >
          {SETTINGS_TABS.map(({ id, label }) => (
            <TabsTrigger key={id} value={id}>
              {t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {SETTINGS_TABS.map(({ id }) => (
          <TabsContent key={id} value={id} className="mt-5 sm:mt-6">
            {panels[id]}
          </TabsContent>
        ))}
      </Tabs>
    </Page>
  );
}
