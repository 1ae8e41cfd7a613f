import { ROUTES } from "@kindred/contracts";
import { lazy, Suspense, useDeferredValue, useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useMe } from "@/lib/session/get-me";
import { forgetSignOut, isSignedOutOnPurpose } from "@/lib/session/sign-out";

// The admin panel's texts come with its schemas: only a non-admin at /admin needs this one.
const AccessDenied = lazy(() => import("./access-denied").then((m) => ({ default: m.AccessDenied })));

type ProtectedRouteProps = {
  /**
   * Spec 001 "Roles and permissions": also requires the 'admin' role, else the member goes to
   * /dashboard with the access-denied toast. A convenience only: the API refuses non-admins anyway.
   */
  adminOnly?: boolean;
};

/**
 * Lets signed-in members through; sends everyone else to /login, replacing the history entry and
 * remembering where they were going, so signing in lands them there. The session answer carries the
 * role, so the admin check waits on the same spinner.
 */
export function ProtectedRoute({ adminOnly = false }: ProtectedRouteProps) {
  const live = useMe();
  // The session as of the last deferred render: its answer would otherwise render the whole screen
  // in one long task (React renders a query's change at once), where a deferred render is split
  // into short slices (issue 17: /dashboard and /match on a slow phone).
  const me = { isPending: useDeferredValue(live.isPending), data: useDeferredValue(live.data) };
  const { pathname, search } = useLocation();
  const signedIn = Boolean(me.data);
  useEffect(() => {
    if (signedIn) forgetSignOut();
  }, [signedIn]);
  if (me.isPending) return <FullPageSpinner />;
  if (!me.data) {
    return (
      <Navigate to={ROUTES.login} replace state={isSignedOutOnPurpose() ? undefined : { from: pathname + search }} />
    );
  }
  if (adminOnly && me.data.role !== "admin")
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <AccessDenied />
      </Suspense>
    );
  return <Outlet />;
}
