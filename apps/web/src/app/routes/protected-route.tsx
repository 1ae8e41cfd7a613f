import { ROUTES } from "@kindred/contracts";
import { Navigate, Outlet } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useMe } from "@/lib/session/get-me";

type ProtectedRouteProps = {
  /**
   * Spec 000 section 2: the guard accepts an admin-only flag that has no effect in the guard itself.
   * Admin screens check the role themselves (and the API enforces it on every call).
   */
  adminOnly?: boolean;
};

/** Lets signed-in members through; sends everyone else to /login, replacing the history entry. */
export function ProtectedRoute(_props: ProtectedRouteProps) {
  const me = useMe();
  if (me.isPending) return <FullPageSpinner />;
  if (!me.data) return <Navigate to={ROUTES.login} replace />;
  return <Outlet />;
}
