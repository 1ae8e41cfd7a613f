import { lazy, Suspense } from "react";
import { BottomNav } from "@/components/layouts/bottom-nav";
import { useInboxSummary } from "@/features/messages/api/get-inbox-summary";
import { RealtimeConnection } from "@/lib/realtime/realtime-connection";
import { withTexts } from "@/lib/i18n/i18n";
import { LiveUpdates } from "./live-updates";

/*
 * What the frame holds for a signed-in member only, loaded once someone is: a visitor's page carries
 * none of it. The live connection comes first and light; the celebration and the statements of
 * reasons (dialogs, forms) follow in their own chunks.
 */

const CelebrationHost = lazy(
  withTexts(
    () => import("@/features/matching/components/celebration-host").then((m) => ({ default: m.CelebrationHost })),
    ["matching"],
  ),
);
const EmailVerifiedNotice = lazy(
  withTexts(
    () => import("@/features/auth/components/email-verified-notice").then((m) => ({ default: m.EmailVerifiedNotice })),
    ["auth"],
  ),
);
const NoticeGate = lazy(
  withTexts(
    () => import("@/features/notices/components/notice-gate").then((m) => ({ default: m.NoticeGate })),
    ["info", "notices"],
  ),
);

export function MemberLayer({ userId }: { userId: string }) {
  return (
    <>
      <LiveUpdates />
      {/* After the live updates: every cache update is registered before the socket opens. */}
      <RealtimeConnection />
      <Suspense fallback={null}>
        <CelebrationHost />
        {/* The mailed verification link signs the member in and lands here: it says it worked. */}
        <EmailVerifiedNotice />
        {/* Statements of reasons the member hasn't read yet hold every screen until they have. */}
        <NoticeGate userId={userId} />
      </Suspense>
    </>
  );
}

/** The bottom bar with the inbox's unread count on Messages, kept live by the realtime events. */
export function MemberBottomBar() {
  const unread = useInboxSummary().data?.unreadMessages ?? 0;
  return <BottomNav unreadMessages={unread} />;
}
