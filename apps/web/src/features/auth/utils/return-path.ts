import { ROUTES } from "@kindred/contracts";

/**
 * Where a member goes after signing in: the screen that sent them to /login (a bottom-bar tab
 * tapped while signed out, a link from a mail), else the dashboard. Only a path on this site is
 * honoured, never "//elsewhere" or a full address, so the sign-in page can't be made an open redirect.
 */
export function returnPathFrom(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//") || from.includes("\\")) {
    return ROUTES.dashboard;
  }
  return from;
}
