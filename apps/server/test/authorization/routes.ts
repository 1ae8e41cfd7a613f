/**
 * The authorization matrix's table: every route the server registers (`METHOD path` exactly as Hono
 * lists it in `RunningServer.routes`) and every client event the socket accepts, each with its access
 * class. `authorization-matrix.test.ts` fails on a registered route with no entry here and on an entry
 * that no longer matches a route, so a new route cannot ship without saying who may reach it.
 *
 * Access classes, and what each caller gets (the test checks the outcome's class, not the body):
 * - `public`: anyone, signed in or not; never a 401 or a 5xx.
 * - `member`: signed-in members; a visitor gets 401 UNAUTHENTICATED.
 * - `admin`: admins; a visitor gets 401, a member who is not an admin 403 FORBIDDEN.
 * - `middleware`: a `use()` that Hono lists beside the routes; it answers nothing itself.
 *
 * Restricted members: a ban or a suspension ends every session the member holds and sign-in is refused
 * (403 ACCOUNT_BANNED, with an appeal token: `explainRefusedSignIn`), so a banned or suspended member
 * reaches exactly what a visitor reaches. What they keep is public by design: `/api/appeals` (with the
 * token from the refused sign-in), `/api/auth/*` and the public pages. The test holds that policy.
 */

export type AccessClass = "public" | "member" | "admin" | "middleware";

/** A path parameter's value: well-formed, held by nobody, so the access check is what answers. */
export type ParamSource = "random-uuid" | "random-token" | "number";

export type RouteEntry = {
  access: AccessClass;
  /** Where each `:param` comes from (default: a random UUID). */
  params?: Record<string, ParamSource>;
  /** The request actually sent, where the registered pattern is not one (`ALL /api/auth/*`, `GET /*`). */
  probe?: { method: string; path: string };
  /** Why a 503 is this route's right answer in the test (anything else of 5xx is a defect). */
  mayBeUnavailable?: string;
};

export const RESTRICTED_MEMBER_POLICY = "sessions ended, sign-in refused: acts as a visitor" as const;

export const ROUTES: Record<string, RouteEntry> = {
  "ALL /*": { access: "middleware" },
  "ALL /api/*": { access: "middleware" },
  "ALL /api/session": { access: "middleware" },
  "ALL /api/conversations/*": { access: "middleware" },
  "ALL /api/admin/*": { access: "middleware" },

  "GET /api/health": { access: "public" },
  "GET /api/ready": { access: "public", mayBeUnavailable: "a check slower than 2 s while every caller's batch runs" },
  "GET /api/site": { access: "public" },
  "ALL /api/auth/*": { access: "public", probe: { method: "GET", path: "/api/auth/get-session" } },
  "GET /api/auth/reset-link/:token": { access: "public", params: { token: "random-token" } },
  "GET /api/session": { access: "public" },
  "GET /api/appeals/notice": { access: "public" },
  "POST /api/appeals": { access: "public" },
  "GET /*": {
    access: "public",
    probe: { method: "GET", path: "/" },
    mayBeUnavailable: "the tests run without a web build",
  },

  "GET /api/me": { access: "member" },
  "GET /api/sessions": { access: "member" },
  "POST /api/sessions/revoke-others": { access: "member" },
  "DELETE /api/sessions/:id": { access: "member" },
  "GET /api/passkeys": { access: "member" },
  "PATCH /api/passkeys/:id": { access: "member" },
  "DELETE /api/passkeys/:id": { access: "member" },
  "GET /api/two-factor": { access: "member" },
  "GET /api/photos": { access: "member" },
  "POST /api/photos": { access: "member" },
  "PATCH /api/photos/:id": { access: "member" },
  "DELETE /api/photos/:id": { access: "member" },
  "GET /api/photos/:id/file": { access: "member" },
  "GET /api/profile": { access: "member" },
  "PUT /api/profile": { access: "member" },
  "PUT /api/profile/match-style": { access: "member" },
  "GET /api/profiles/potential": { access: "member" },
  "GET /api/profiles/:id": { access: "member" },
  "GET /api/geo/cities": { access: "member" },
  "POST /api/geo/reverse": { access: "member" },
  "GET /api/dashboard/stats": { access: "member" },
  "POST /api/likes": { access: "member" },
  "GET /api/likes/received": { access: "member" },
  "POST /api/passes": { access: "member" },
  "DELETE /api/passes/last": { access: "member" },
  "GET /api/matches/celebrations": { access: "member" },
  "POST /api/matches/:id/celebrated": { access: "member" },
  "DELETE /api/matches/:matchId": { access: "member" },
  "GET /api/discovery/deck": { access: "member" },
  "GET /api/discovery/profiles/:id": { access: "member" },
  "GET /api/discovery/reach": { access: "member" },
  "GET /api/discovery/preferences": { access: "member" },
  "PUT /api/discovery/preferences": { access: "member" },
  "GET /api/search": { access: "member" },
  "GET /api/conversations": { access: "member" },
  "GET /api/conversations/summary": { access: "member" },
  "GET /api/conversations/:matchId/messages": { access: "member" },
  "POST /api/conversations/:matchId/messages": { access: "member" },
  "POST /api/conversations/:matchId/read": { access: "member" },
  "GET /api/messages/:id/image": { access: "member" },
  "GET /api/blocks": { access: "member" },
  "POST /api/blocks": { access: "member" },
  "DELETE /api/blocks/:userId": { access: "member" },
  "POST /api/reports": { access: "member" },
  "GET /api/notices": { access: "member" },
  "POST /api/notices/:id/acknowledge": { access: "member" },
  "POST /api/notices/:id/appeal": { access: "member" },
  "PUT /api/reviews/preferences": { access: "member" },
  "GET /api/reviews/:profileId": { access: "member" },
  "POST /api/reviews/:profileId": { access: "member" },
  "GET /api/settings": { access: "member" },
  "PATCH /api/settings": { access: "member" },
  "DELETE /api/account": { access: "member" },
  "POST /api/account/delete-challenge": { access: "member" },
  "GET /api/account/export": { access: "member" },
  "POST /api/account/export": { access: "member" },
  "GET /api/account/export/:token": { access: "member", params: { token: "random-token" } },
  "GET /api/realtime": { access: "member" },

  "GET /api/admin/reports": { access: "admin" },
  "GET /api/admin/reports/:id/evidence/:n": { access: "admin", params: { n: "number" } },
  "GET /api/admin/users": { access: "admin" },
  "GET /api/admin/chats": { access: "admin" },
  "GET /api/admin/chats/:matchId/messages": { access: "admin" },
  "GET /api/admin/photos": { access: "admin" },
  "GET /api/admin/photos/:id/file": { access: "admin" },
  "GET /api/admin/appeals": { access: "admin" },
  "GET /api/admin/stats": { access: "admin" },
  "GET /api/admin/transparency.csv": { access: "admin" },
  "POST /api/admin/reports/:id/decision": { access: "admin" },
  "POST /api/admin/members/:userId/ban": { access: "admin" },
  "POST /api/admin/members/:userId/suspend": { access: "admin" },
  "POST /api/admin/members/:userId/warn": { access: "admin" },
  "POST /api/admin/members/:userId/reinstate": { access: "admin" },
  "DELETE /api/admin/members/:userId": { access: "admin" },
  "POST /api/admin/photos/:photoId/moderate": { access: "admin" },
  "POST /api/admin/appeals/:id/decision": { access: "admin" },
  "GET /api/admin/audit": { access: "admin" },
  "DELETE /api/admin/demo": { access: "admin" },
};

/** The socket's client events (`ClientEventSchema`): who may send each once the socket is open. */
export const SOCKET_EVENTS: Record<string, { access: "member"; note: string }> = {
  typing: { access: "member", note: "only to a match the sender is in and not blocked across (blocks.test.ts)" },
  ping: { access: "member", note: "any open socket" },
};
