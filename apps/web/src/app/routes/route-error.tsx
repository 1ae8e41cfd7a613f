import { ROUTES } from "@kindred/contracts";
import { RotateCw } from "lucide-react";
import { useEffect } from "react";
import { Link, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";

/**
 * Shown when a screen throws while rendering or its code fails to load (for example after a deploy
 * replaced the old chunks). Reloading fetches the current build.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-5 py-12 text-center">
      <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-3 max-w-sm text-muted-foreground">
        Sorry, this page could not be shown. Please reload, or go back to the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          Reload
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={ROUTES.landing}>Return to Home</Link>
        </Button>
      </div>
    </main>
  );
}
