import { ROUTES } from "@kindred/contracts";
import { Navigate } from "react-router";
import { LandingPage } from "@/features/landing/components/landing-page";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMe } from "@/lib/session/get-me";

export function LandingRoute() {
  const { data: me } = useMe();
  useDocumentTitle();
  // While the session is on its way the page is a visitor's (the pre-rendered one); a member moves on.
  if (me) return <Navigate to={ROUTES.dashboard} replace />;
  return <LandingPage />;
}
