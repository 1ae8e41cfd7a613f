import { ADMIN_PANEL_TEXT } from "@kindred/contracts";
import type { ComponentType } from "react";
import { useSearchParams } from "react-router";
import { Page } from "@/components/layouts/page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AccountsTab } from "./accounts-tab";
import { ChatsTab } from "./chats-tab";
import { FlaggedTab } from "./flagged-tab";
import { PhotosTab } from "./photos-tab";
import { StatsTab } from "./stats-tab";
import { UsersTab } from "./users-tab";
import { t } from "@/lib/i18n/i18n";

type TabLabel = (typeof ADMIN_PANEL_TEXT.tabs)[number];

const PANELS: Record<TabLabel, ComponentType> = {
  Users: UsersTab,
  Flagged: FlaggedTab,
  Photos: PhotosTab,
  Chats: ChatsTab,
  Accounts: AccountsTab,
  Stats: StatsTab,
};

const slug = (label: TabLabel) => label.toLowerCase();
const DEFAULT_TAB = slug(ADMIN_PANEL_TEXT.tabs[0]);

/**
 * `/admin` (spec 001 "Admin panel"): six tabs, three columns of tab buttons under 768 px and six
 * above. The open tab is in the address (`?tab=photos`), so a reload or a shared link opens it again;
 * only the open tab is mounted, so only its data is fetched.
 */
export function AdminScreen() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab = ADMIN_PANEL_TEXT.tabs.some((label) => slug(label) === requested) ? requested! : DEFAULT_TAB;

  return (
    <Page title={t(ADMIN_PANEL_TEXT.title)} className="max-w-6xl px-4 sm:px-8">
      <Tabs
        value={tab}
        onValueChange={(next) => setParams(next === DEFAULT_TAB ? {} : { tab: next }, { replace: true })}
        className="mt-5 sm:mt-6"
      >
        <TabsList
          aria-label={t("Admin sections")}
          className="grid grid-cols-3 gap-1 rounded-2xl md:grid-cols-6 md:rounded-full"
        >
          {ADMIN_PANEL_TEXT.tabs.map((label) => (
            <TabsTrigger key={label} value={slug(label)} className="rounded-xl md:rounded-full">
              {t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMIN_PANEL_TEXT.tabs.map((label) => {
          const Panel = PANELS[label];
          return (
            <TabsContent key={label} value={slug(label)} className="mt-5 sm:mt-6">
              <Panel />
            </TabsContent>
          );
        })}
      </Tabs>
    </Page>
  );
}
