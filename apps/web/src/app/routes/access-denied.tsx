import { ADMIN_PANEL_TEXT, ROUTES } from "@kindred/contracts";
import { useEffect } from "react";
import { Navigate } from "react-router";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";

/** The toast's id: a second mount (StrictMode, a quick double navigation) shows it once. */
const ACCESS_DENIED_TOAST = "admin-access-denied";

/** Spec 001: a member who isn't an admin goes to /dashboard with the access-denied toast. */
export function AccessDenied() {
  useEffect(() => {
    toast.error(t(ADMIN_PANEL_TEXT.accessDenied), { id: ACCESS_DENIED_TOAST });
  }, []);
  return <Navigate to={ROUTES.dashboard} replace />;
}
