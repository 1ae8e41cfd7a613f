import type { Notice } from "@kindred/contracts";

/**
 * The statement the member must read next: the oldest one not yet acknowledged, so decisions are
 * read in the order they were taken (an appeal's outcome after the decision it answers).
 */
export function nextNotice(notices: readonly Notice[] | undefined): Notice | null {
  let next: Notice | null = null;
  for (const notice of notices ?? []) {
    if (notice.acknowledgedAt) continue;
    if (!next || Date.parse(notice.createdAt) < Date.parse(next.createdAt)) next = notice;
  }
  return next;
}
