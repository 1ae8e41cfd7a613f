import { CommunityGuidelinesScreen } from "@/features/info/community-guidelines-screen";

export function CommunityGuidelinesRoute() {
  return <CommunityGuidelinesScreen />;
}
