import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { BottomNav } from "@/components/layouts/bottom-nav";
import { BARLESS_PATHS } from "@/config/navigation";
import { useMe } from "@/features/auth/api/get-me";
import { CelebrationHost } from "@/features/matching/components/celebration-host";
import { RealtimeProvider } from "@/features/realtime/components/realtime-provider";
import { cn } from "@/lib/utils";

/**
 * The frame around every screen. Signed-in members get the bottom bar everywhere except the landing
 * and auth screens; the content is padded by the bar's height so the bar never covers it. The live
 * connection lives here, above the routes, so moving between screens never reconnects it.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { data: me } = useMe();
  const showBar = Boolean(me) && !BARLESS_PATHS.has(pathname.toLowerCase().replace(/(.)\/+$/, "$1"));

  return (
    <RealtimeProvider userId={me?.id ?? null}>
      <div
        className={cn(
          "flex min-h-dvh flex-col",
          showBar && "pb-[calc(var(--spacing-bottom-bar)+env(safe-area-inset-bottom))]",
        )}
      >
        <Outlet />
      </div>
      {showBar ? <BottomNav /> : null}
      {me ? <CelebrationHost /> : null}
      <ScrollRestoration />
    </RealtimeProvider>
  );
}
