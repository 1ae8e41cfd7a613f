import type { Notice } from "@kindred/contracts";

/*
 * What the screens show between a member's action and the server's fresh list: the list is asked
 * again right after, so these only have to be right until then.
 */

/** The statement with an appeal just filed: pending, and no second one possible. */
export function withAppeal(notice: Notice, at: string): Notice {
  // The appeal's id comes with the server's next answer; nothing on screen reads it.
  return { ...notice, canAppeal: false, appeal: { id: "", status: "pending", createdAt: at, decidedAt: null } };
}

export function markAppealed(notices: Notice[] | undefined, noticeId: string, at: string) {
  return notices?.map((notice) => (notice.id === noticeId ? withAppeal(notice, at) : notice));
}

export function markAcknowledged(notices: Notice[] | undefined, noticeId: string, at: string) {
  return notices?.map((notice) =>
    notice.id === noticeId && !notice.acknowledgedAt ? { ...notice, acknowledgedAt: at } : notice,
  );
}
