import { lazy, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { BottomNav } from "@/components/layouts/bottom-nav";
import { FullPageSpinner } from "@/components/ui/spinner";
import { RealtimeProvider } from "@/lib/realtime/realtime-provider";
import { withTexts } from "@/lib/i18n/i18n";
import { useMe } from "@/lib/session/get-me";
import { ScrollRestoration } from "../scroll-restoration";
import { RouteErrorBoundary } from "./route-error";

// The member's frame announces news from every screen (a match, a message): its texts come with it.
const memberLayer = withTexts(() => import("../member-layer"), ["dashboard", "matching", "messages"]);
const MemberLayer = lazy(() => memberLayer().then((m) => ({ default: m.MemberLayer })));
const MemberBottomBar = lazy(() => memberLayer().then((m) => ({ default: m.MemberBottomBar })));

/**
 * The frame around every screen. Spec 000 and 001 show the five-tab bar "always", to visitors too
 * (a tab they may not open yet takes them to sign in, then on to it); the content is padded by the
 * bar's height so the bar never covers it. The live connection lives here, above the routes, so
 * moving between screens never reconnects it. While the session is on its way the frame is a
 * visitor's: that is what the pre-rendered pages show, and what hydration must find.
 */
export function RootLayout() {
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const visitorBar = <BottomNav unreadMessages={0} />;

  return (
    <RealtimeProvider userId={me?.id ?? null}>
      <div className="flex min-h-dvh flex-col pb-[calc(var(--spacing-bottom-bar)+env(safe-area-inset-bottom))]">
        <RouteErrorBoundary resetKey={pathname}>
          {/* Shown while a screen's chunk loads on the first visit; later moves keep the old screen until then. */}
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </div>
      {me ? (
        <Suspense fallback={visitorBar}>
          <MemberBottomBar />
        </Suspense>
      ) : (
        visitorBar
      )}
      {me ? (
        <Suspense fallback={null}>
          <MemberLayer userId={me.id} />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </RealtimeProvider>
  );
}
