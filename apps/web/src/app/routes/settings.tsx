import { BlockedMembersList } from "@/features/safety/components/blocked-members-list";
import { SettingsScreen } from "@/features/settings/components/settings-screen";

/** `/settings`: the settings screen, with the safety feature's blocked-members list in its Account tab. */
export function SettingsRoute() {
  return <SettingsScreen blockedMembers={<BlockedMembersList />} />;
}
