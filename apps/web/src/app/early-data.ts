import { requestEarly, requestEarlyCopy } from "@/lib/early-requests";

/*
 * The first answers a member's screen needs, asked for as the app starts instead of after the
 * session answer, the screen's chunk and its first render, one after the other (issue 17: /dashboard
 * and /match painted only after that whole chain on a slow phone). Only once the session says
 * someone is signed in: a visitor's page must log no refused request.
 */
// Spelled out, not imported: the contracts module would bring zod into every page's first load. Each
// path must be the one the screen's query asks for (early-data.test.ts holds them together).
export const FIRST_DATA: Record<string, string[]> = {
  "/dashboard": ["/api/profile", "/api/dashboard/stats", "/api/profiles/potential?limit=6"],
  "/match": ["/api/discovery/deck", "/api/profile"],
};

const isMember = (answer: unknown) =>
  typeof answer === "object" &&
  answer !== null &&
  "me" in answer &&
  typeof answer.me === "object" &&
  answer.me !== null;

/** Asks for the session now, and for the screen's first data as soon as it names a member. */
export function startEarlyRequests(pathname: string) {
  const data = FIRST_DATA[pathname.replace(/(.)\/$/, "$1")];
  if (!data) {
    void requestEarly("/api/session");
    return;
  }
  requestEarlyCopy("/api/session")
    .then((response) => (response.ok ? response.json() : null))
    .then((answer) => {
      if (isMember(answer)) for (const path of data) void requestEarly(path);
    })
    .catch(() => undefined);
}
