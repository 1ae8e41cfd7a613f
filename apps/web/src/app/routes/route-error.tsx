import { ROUTES } from "@kindred/contracts";
import { RotateCw } from "lucide-react";
import { Component, useEffect, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/i18n";

/**
 * Shown when a screen throws while rendering or its code fails to load (for example after a deploy
 * replaced the old chunks). Reloading fetches the current build.
 */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-5 py-12 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{t("Something went wrong")}</h1>
      <p className="mt-3 max-w-sm text-muted-foreground">
        {t("Sorry, this page could not be shown. Please reload, or go back to the home page.")}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          {t("Reload")}
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={ROUTES.landing}>{t("Return to Home")}</Link>
        </Button>
      </div>
    </main>
  );
}

type BoundaryProps = { children: ReactNode; /** A new value (the next page) clears the error. */ resetKey: string };
type BoundaryState = { error: unknown; failed: boolean; resetKey: string };

/** Catches a screen's failure so the frame (the bottom bar) stays, and lets the next page try afresh. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
