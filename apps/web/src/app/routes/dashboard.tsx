import { FullPageSpinner } from "@/components/ui/spinner";
import { useMe } from "@/features/auth/api/get-me";
import { DashboardScreen } from "@/features/dashboard/components/dashboard-screen";

export function DashboardRoute() {
  // The guard has already loaded the session; this only narrows the type.
  const { data: me } = useMe();
  return me ? <DashboardScreen me={me} /> : <FullPageSpinner />;
}
