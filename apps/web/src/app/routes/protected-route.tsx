import { ADMIN_PANEL_TEXT, ROUTES } from "@kindred/contracts";
import { useEffect } from "react";
import { Navigate, Outlet } from "react-router";
import { toast } from "sonner";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useMe } from "@/lib/session/get-me";

type ProtectedRouteProps = {
  /**
   * Spec 001 "Roles and permissions": also requires the 'admin' role, else the member goes to
   * /dashboard with the access-denied toast. A convenience only: the API refuses non-admins anyway.
   */
  adminOnly?: boolean;
};

/** The toast's id: a second mount (StrictMode, a quick double navigation) shows it once. */
const ACCESS_DENIED_TOAST = "admin-access-denied";

function AccessDenied() {
  useEffect(() => {
    toast.error(ADMIN_PANEL_TEXT.accessDenied, { id: ACCESS_DENIED_TOAST });
  }, []);
  return <Navigate to={ROUTES.dashboard} replace />;
}

/**
 * Lets signed-in members through; sends everyone else to /login, replacing the history entry. The
 * session answer (`/api/me`) carries the role, so the admin check waits on the same spinner.
 */
export function ProtectedRoute({ adminOnly = false }: ProtectedRouteProps) {
  const me = useMe();
  if (me.isPending) return <FullPageSpinner />;
  if (!me.data) return <Navigate to={ROUTES.login} replace />;
  if (adminOnly && me.data.role !== "admin") return <AccessDenied />;
  return <Outlet />;
}
