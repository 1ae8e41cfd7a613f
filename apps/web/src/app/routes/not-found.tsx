import { ROUTES } from "@kindred/contracts";
import { House } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { t } from "@/lib/i18n/i18n";

export function NotFoundRoute() {
  const { pathname } = useLocation();
  useDocumentTitle(t("Page not found"));

  // Spec 000 section 2: the attempted path is logged. A warning, not an error: a mistyped URL is
  // the visitor's slip, not a fault in the app.
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <main className="flex flex-1 flex-col items-center justify-center px-5 py-12 text-center">
      <p className="text-8xl font-extrabold tracking-tight text-primary-strong">404</p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{t("Oops! Page not found")}</h1>
      <p className="mt-3 max-w-sm text-muted-foreground">
        {t("The page you are looking for doesn't exist or has moved.")}
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={ROUTES.landing}>
          <House aria-hidden="true" />
          {t("Return to Home")}
        </Link>
      </Button>
    </main>
  );
}
