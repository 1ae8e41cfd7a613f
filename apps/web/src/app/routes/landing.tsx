import { ROUTES } from "@kindred/contracts";
import { Navigate } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { LandingPage } from "@/features/landing/components/landing-page";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMe } from "@/lib/session/get-me";

export function LandingRoute() {
  const me = useMe();
  useDocumentTitle();
  if (me.isPending) return <FullPageSpinner />;
  if (me.data) return <Navigate to={ROUTES.dashboard} replace />;
  return <LandingPage />;
}
