import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { BottomNav } from "@/components/layouts/bottom-nav";
import { BARLESS_PATHS } from "@/config/navigation";
import { CelebrationHost } from "@/features/matching/components/celebration-host";
import { useInboxSummary } from "@/features/messages/api/get-inbox-summary";
import { NoticeGate } from "@/features/notices/components/notice-gate";
import { RealtimeProvider } from "@/lib/realtime/realtime-provider";
import { useMe } from "@/lib/session/get-me";
import { cn } from "@/lib/utils";
import { LiveUpdates } from "../live-updates";

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
      <LiveUpdates />
      <div
        className={cn(
          "flex min-h-dvh flex-col",
          showBar && "pb-[calc(var(--spacing-bottom-bar)+env(safe-area-inset-bottom))]",
        )}
      >
        <Outlet />
      </div>
      {showBar ? <BottomBar /> : null}
      {me ? <CelebrationHost /> : null}
      {/* Statements of reasons the member hasn't read yet hold every screen until they have. */}
      {me ? <NoticeGate userId={me.id} /> : null}
      <ScrollRestoration />
    </RealtimeProvider>
  );
}

/** The bottom bar with the inbox's unread count on Messages, kept live by the realtime events. */
function BottomBar() {
  const unread = useInboxSummary().data?.unreadMessages ?? 0;
  return <BottomNav unreadMessages={unread} />;
}
