import { FullPageSpinner } from "@/components/ui/spinner";
import { DashboardScreen } from "@/features/dashboard/components/dashboard-screen";
import { useMe } from "@/lib/session/get-me";

export function DashboardRoute() {
  // The guard has already loaded the session; this only narrows the type.
  const { data: me } = useMe();
  return me ? <DashboardScreen me={me} /> : <FullPageSpinner />;
}
