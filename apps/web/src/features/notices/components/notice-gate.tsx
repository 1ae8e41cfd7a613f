import { ROUTES } from "@kindred/contracts";
import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useNotices } from "../api/get-notices";
import { nextNotice } from "../utils/next-notice";

// The dialog, the statement and the appeal form load only for a member who has one to read: for
// everyone else they were a long task on every member screen's first load (issue 17).
const NoticeDialog = lazy(() => import("./notice-dialog").then((m) => ({ default: m.NoticeDialog })));

/**
 * Holds the app until the signed-in member has read every statement of reasons (DSA art. 17), one at
 * a time, oldest first. Nothing renders while there is none, so screens never shift or flash.
 */
export function NoticeGate({ userId }: { userId: string }) {
  const { pathname } = useLocation();
  const notice = nextNotice(useNotices(userId).data);
  // The statement links to the rule it cites: step aside there, so the member can read it.
  const onGuidelines = pathname.toLowerCase().replace(/(.)\/+$/, "$1") === ROUTES.communityGuidelines;
  if (!notice || onGuidelines) return null;
  // Keyed: each statement opens as a dialog of its own, its title focused and no appeal draft carried over.
  return (
    <Suspense fallback={null}>
      <NoticeDialog key={notice.id} userId={userId} notice={notice} />
    </Suspense>
  );
}
