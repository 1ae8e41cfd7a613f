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

/**
 * How a caller stands to the owner of the object a path names. `blocked`: the member the owner blocked;
 * `blocker`: the member who blocked the owner. Both were the owner's matches before the block.
 */
export const RELATIONS = ["owner", "partner", "stranger", "blocked", "blocker", "admin"] as const;
export type Relation = (typeof RELATIONS)[number];

/**
 * What a path parameter can name. `member`: the member whose id is in the path; `photo-reported`: a
 * public photo with a report no moderator has decided yet (the only unreviewed state a photo has);
 * `conversation-blocked`: the owner's conversation with the member they blocked; `conversation-reported`:
 * one the owner reported, with another partner; `message-image-blocked`: one the owner sent the member
 * they later blocked.
 */
export const OBJECT_KINDS = [
  "member",
  "photo-public",
  "photo-private",
  "photo-reported",
  "conversation",
  "conversation-blocked",
  "conversation-reported",
  "message-image",
  "message-image-blocked",
  "session",
  "passkey",
  "notice",
  "appeal",
  "report",
  "export",
  "verification",
  "push-subscription",
] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

/**
 * An exact status, or "reached" (past every check: not 401, 403 or 404, no 5xx; for an answer that
 * depends on what the object holds). For `admin`, "as-stranger": admins act on others' things through
 * /api/admin only, so on a member route an admin gets what an unrelated member gets.
 */
export type Outcome = number | "reached";
export type ObjectRow = {
  kind: ObjectKind;
  outcomes: Record<Exclude<Relation, "admin">, Outcome> & { admin: Outcome | "as-stranger" };
  /** The path parameter naming the object (default: the path's first). */
  param?: string;
  /**
   * The body each caller sends: a real one, so a caller let through really acts. A function is called
   * per request with the object's id: for a route whose body, not its path, names the object.
   */
  body?: unknown;
  /** Callers let through whose request finds it already done (a like of one's match): nothing changes. */
  alreadyDone?: Relation[];
};

export type RouteEntry = {
  access: AccessClass;
  /** Every path parameter that names something someone owns: its object rows (the test runs each relation). */
  objects?: ObjectRow[];
  /** Why a route with a path parameter has no object rows. */
  notAnObject?: string;
  /** Where each `:param` comes from (default: a random UUID). */
  params?: Record<string, ParamSource>;
  /** The request actually sent, where the registered pattern is not one (`ALL /api/auth/*`, `GET /*`). */
  probe?: { method: string; path: string };
  /** Why a 503 is this route's right answer in the test (anything else of 5xx is a defect). */
  mayBeUnavailable?: string;
};

export const RESTRICTED_MEMBER_POLICY = "sessions ended, sign-in refused: acts as a visitor" as const;

const CHARGE = { reason: "Spam", rule: "be-respectful" };
/** Only the owner; anyone else gets the 404 of an object that does not exist (nothing confirms it does). */
const ownerOnly = (kind: ObjectKind, status: number, body?: unknown): ObjectRow => ({
  kind,
  body,
  outcomes: { owner: status, partner: 404, stranger: 404, blocked: 404, blocker: 404, admin: "as-stranger" },
});
/** Admins only: every member, whatever they are to the owner, is refused 403 and the object stays as it was. */
const adminOnly = (kind: ObjectKind, status: Outcome, body?: unknown): ObjectRow => ({
  kind,
  body,
  outcomes: { owner: 403, partner: 403, stranger: 403, blocked: 403, blocker: 403, admin: status },
});
/** Another member's profile or public photo: any member, except across a block either way. */
const seenByMembers = (kind: ObjectKind): ObjectRow => ({
  kind,
  outcomes: { owner: 200, partner: 200, stranger: 200, blocked: 404, blocker: 404, admin: "as-stranger" },
});
/** A conversation: its two members; a third member 403; a conversation ended by a block, nobody. */
const conversation = (status: number, elsewhere: number, body?: unknown): ObjectRow[] => [
  {
    kind: "conversation",
    body,
    outcomes: {
      owner: status,
      partner: status,
      stranger: elsewhere,
      blocked: elsewhere,
      blocker: elsewhere,
      admin: "as-stranger",
    },
  },
  {
    kind: "conversation-blocked",
    body,
    outcomes: {
      owner: elsewhere,
      partner: elsewhere,
      stranger: elsewhere,
      blocked: elsewhere,
      blocker: elsewhere,
      admin: "as-stranger",
    },
  },
];
const PHOTOS = ["photo-public", "photo-private", "photo-reported"] as const;
const REVIEW = {
  photoAccuracy: "Yes",
  followedThroughOnPlans: "Yes",
  honestAboutIntentions: "Yes",
  positiveTraits: ["Kind"],
  hasMet: false,
};
const message = () => ({ clientId: `matrix-${crypto.randomUUID()}`, content: "Hello" });

export const ROUTES: Record<string, RouteEntry> = {
  "ALL /*": { access: "middleware" },
  "ALL /api/*": { access: "middleware" },
  "ALL /api/session": { access: "middleware" },
  "ALL /api/conversations/*": { access: "middleware" },
  "ALL /api/admin/*": { access: "middleware" },

  "GET /api/health": { access: "public" },
  "GET /api/ready": { access: "public", mayBeUnavailable: "a check slower than 2 s while every caller's batch runs" },
  "GET /api/site": { access: "public" },
  "GET /api/proof-of-work/challenge": { access: "public" },
  "ALL /api/auth/*": { access: "public", probe: { method: "GET", path: "/api/auth/get-session" } },
  "GET /api/auth/reset-link/:token": {
    access: "public",
    params: { token: "random-token" },
    notAnObject: "the mailed reset token is the credential itself, checked by better-auth (password-reset.test.ts)",
  },
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
  "DELETE /api/sessions/:id": { access: "member", objects: [ownerOnly("session", 204)] },
  "GET /api/passkeys": { access: "member" },
  "PATCH /api/passkeys/:id": { access: "member", objects: [ownerOnly("passkey", 200, { name: "Renamed" })] },
  "DELETE /api/passkeys/:id": { access: "member", objects: [ownerOnly("passkey", 204)] },
  "GET /api/two-factor": { access: "member" },
  "GET /api/photos": { access: "member" },
  "POST /api/photos": { access: "member" },
  "PATCH /api/photos/:id": {
    access: "member",
    objects: PHOTOS.map((kind) => ownerOnly(kind, 200, { isPrivate: kind !== "photo-private" })),
  },
  "DELETE /api/photos/:id": { access: "member", objects: PHOTOS.map((kind) => ownerOnly(kind, 204)) },
  "GET /api/photos/:id/file": {
    access: "member",
    objects: [
      seenByMembers("photo-public"),
      seenByMembers("photo-reported"),
      {
        kind: "photo-private",
        outcomes: { owner: 200, partner: 200, stranger: 404, blocked: 404, blocker: 404, admin: "as-stranger" },
      },
    ],
  },
  "GET /api/verification": { access: "member" },
  "GET /api/verification/models/:file": {
    access: "member",
    params: { file: "random-token" },
    notAnObject: "a face model file's name: the same files for every member (face-model-files.ts)",
  },
  "POST /api/verification": { access: "member" },
  // Its owner gets past whose it is to the body's check: the matrix's JSON is refused 415 (selfies come as
  // multipart; verification.test.ts sends real ones). Anyone else: 404, whatever the body.
  "POST /api/verification/:id/selfies": { access: "member", objects: [ownerOnly("verification", 415)] },
  "GET /api/profile": { access: "member" },
  "PUT /api/profile": { access: "member" },
  "PUT /api/profile/match-style": { access: "member" },
  "GET /api/profiles/potential": { access: "member" },
  "GET /api/profiles/:id": { access: "member", objects: [seenByMembers("member")] },
  "GET /api/geo/cities": { access: "member" },
  "POST /api/geo/reverse": { access: "member" },
  "GET /api/dashboard/stats": { access: "member" },
  "POST /api/likes": {
    access: "member",
    objects: [
      {
        kind: "member",
        body: (id: string) => ({ targetId: id }),
        outcomes: { owner: 400, partner: 200, stranger: 201, blocked: 404, blocker: 404, admin: "as-stranger" },
        alreadyDone: ["partner"],
      },
    ],
  },
  "GET /api/likes/received": { access: "member" },
  "POST /api/passes": { access: "member" },
  "DELETE /api/passes/last": { access: "member" },
  "GET /api/matches/celebrations": { access: "member" },
  "POST /api/matches/:id/celebrated": { access: "member", objects: conversation(204, 404) },
  "DELETE /api/matches/:matchId": { access: "member", objects: conversation(204, 404) },
  "GET /api/discovery/deck": { access: "member" },
  "GET /api/discovery/profiles/:id": {
    access: "member",
    // The deck's profile page: never oneself.
    objects: [
      {
        kind: "member",
        outcomes: { owner: 404, partner: 200, stranger: 200, blocked: 404, blocker: 404, admin: "as-stranger" },
      },
    ],
  },
  "GET /api/discovery/reach": { access: "member" },
  "GET /api/discovery/preferences": { access: "member" },
  "PUT /api/discovery/preferences": { access: "member" },
  "GET /api/search": { access: "member" },
  "GET /api/conversations": { access: "member" },
  "GET /api/conversations/summary": { access: "member" },
  "GET /api/conversations/:matchId/messages": { access: "member", objects: conversation(200, 403) },
  "POST /api/conversations/:matchId/messages": { access: "member", objects: conversation(201, 403, message) },
  "POST /api/conversations/:matchId/read": { access: "member", objects: conversation(200, 403) },
  "GET /api/messages/:id/image": {
    access: "member",
    objects: [
      {
        // 403, not 404, as the conversation routes answer (the id is a random UUID only its members see).
        kind: "message-image",
        outcomes: { owner: 200, partner: 200, stranger: 403, blocked: 403, blocker: 403, admin: "as-stranger" },
      },
      {
        kind: "message-image-blocked",
        outcomes: { owner: 403, partner: 403, stranger: 403, blocked: 403, blocker: 403, admin: "as-stranger" },
      },
    ],
  },
  "GET /api/blocks": { access: "member" },
  "POST /api/blocks": {
    access: "member",
    objects: [
      {
        kind: "member",
        body: (id: string) => ({ userId: id }),
        outcomes: { owner: 400, partner: 204, stranger: 204, blocked: 204, blocker: 204, admin: "as-stranger" },
        alreadyDone: ["blocker"],
      },
    ],
  },
  "DELETE /api/blocks/:userId": {
    access: "member",
    // Only the member who blocked can lift it; for anyone else there is no block to lift.
    objects: [
      {
        kind: "member",
        outcomes: { owner: 404, partner: 404, stranger: 404, blocked: 404, blocker: 204, admin: "as-stranger" },
      },
    ],
  },
  "POST /api/reports": {
    access: "member",
    objects: [
      {
        kind: "member",
        body: (id: string) => ({ kind: "profile", targetId: id, category: "scam_spam", reason: "Spam" }),
        outcomes: { owner: 404, partner: 201, stranger: 201, blocked: 404, blocker: 201, admin: "as-stranger" },
      },
    ],
  },
  "GET /api/notices": { access: "member" },
  "POST /api/notices/:id/acknowledge": { access: "member", objects: [ownerOnly("notice", 200)] },
  "POST /api/notices/:id/appeal": {
    access: "member",
    objects: [ownerOnly("notice", 201, { text: "I did not send spam, please look again." })],
  },
  "PUT /api/reviews/preferences": { access: "member" },
  "GET /api/reviews/:profileId": {
    access: "member",
    // What the page holds (never the writer) is the authorship row in the test.
    objects: [seenByMembers("member")],
  },
  "POST /api/reviews/:profileId": {
    access: "member",
    // Only a match they have talked with (decision 010); nobody reviews themselves.
    objects: [
      {
        kind: "member",
        body: REVIEW,
        outcomes: { owner: 400, partner: 201, stranger: 403, blocked: 404, blocker: 404, admin: "as-stranger" },
      },
    ],
  },
  "GET /api/push/key": { access: "member" },
  "GET /api/push/subscriptions": { access: "member" },
  "POST /api/push/subscriptions": { access: "member" },
  "DELETE /api/push/subscriptions/:id": { access: "member", objects: [ownerOnly("push-subscription", 204)] },
  "GET /api/settings": { access: "member" },
  "PATCH /api/settings": { access: "member" },
  "PUT /api/settings/language": { access: "member" },
  "DELETE /api/account": { access: "member" },
  "POST /api/account/delete-challenge": { access: "member" },
  "GET /api/account/export": { access: "member" },
  "POST /api/account/export": { access: "member" },
  "GET /api/account/export/:token": {
    access: "member",
    params: { token: "random-token" },
    objects: [ownerOnly("export", 200)],
  },
  "GET /api/realtime": { access: "member" },

  "GET /api/admin/reports": { access: "admin" },
  "GET /api/admin/reports/:id/evidence/:n": {
    access: "admin",
    params: { n: "number" },
    objects: [adminOnly("report", 200)],
  },
  "GET /api/admin/users": { access: "admin" },
  "GET /api/admin/chats": { access: "admin" },
  "GET /api/admin/chats/:matchId/messages": {
    access: "admin",
    // An admin reads a conversation only once one of its members has reported it (each read audited).
    objects: [adminOnly("conversation", 403), adminOnly("conversation-reported", 200)],
  },
  "GET /api/admin/photos": { access: "admin" },
  "GET /api/admin/photos/:id/file": {
    access: "admin",
    objects: PHOTOS.map((kind) => adminOnly(kind, 200)),
  },
  "GET /api/admin/appeals": { access: "admin" },
  "GET /api/admin/verifications": { access: "admin" },
  "GET /api/admin/stats": { access: "admin" },
  "GET /api/admin/transparency.csv": { access: "admin" },
  "POST /api/admin/reports/:id/decision": {
    access: "admin",
    objects: [adminOnly("report", 200, { status: "reviewed" })],
  },
  "POST /api/admin/members/:userId/ban": { access: "admin", objects: [adminOnly("member", 200, CHARGE)] },
  "POST /api/admin/members/:userId/suspend": {
    access: "admin",
    objects: [adminOnly("member", 200, { ...CHARGE, days: 7 })],
  },
  "POST /api/admin/members/:userId/warn": {
    access: "admin",
    objects: [adminOnly("member", 200, { message: "Please keep it kind.", rule: CHARGE.rule })],
  },
  "POST /api/admin/members/:userId/reinstate": { access: "admin", objects: [adminOnly("member", 200, {})] },
  "DELETE /api/admin/members/:userId": { access: "admin", objects: [adminOnly("member", 200, CHARGE)] },
  // The world's members hold no badge (no selfie is ever compared here), so an admin reaches the 409;
  // admin-verifications.test.ts revokes a real one.
  "POST /api/admin/members/:userId/verification/revoke": {
    access: "admin",
    objects: [adminOnly("member", 409, { reason: "The selfies were of someone else." })],
  },
  "POST /api/admin/photos/:photoId/moderate": {
    access: "admin",
    objects: PHOTOS.map((kind) => adminOnly(kind, 200, { action: "reject", ...CHARGE })),
  },
  // Only a photo waiting for review (held, flagged or reported) is approved; any other is a 409.
  "POST /api/admin/photos/:photoId/approve": {
    access: "admin",
    objects: [adminOnly("photo-public", 409), adminOnly("photo-private", 409), adminOnly("photo-reported", 200)],
  },
  "POST /api/admin/appeals/:id/decision": {
    access: "admin",
    objects: [adminOnly("appeal", 200, { outcome: "upheld", note: "The messages were spam." })],
  },
  "GET /api/admin/audit": { access: "admin" },
  // No object in the path: the demo members are the operator's; admin-demo.test.ts removes them as an
  // admin and proves a member's 403 leaves them. The access-class run holds the 401 and 403 here.
  "DELETE /api/admin/demo": { access: "admin" },
};

/** The socket's client events (`ClientEventSchema`): who may send each once the socket is open. */
export const SOCKET_EVENTS: Record<string, { access: "member"; note: string }> = {
  typing: { access: "member", note: "only to a match the sender is in and not blocked across (blocks.test.ts)" },
  ping: { access: "member", note: "any open socket" },
  visibility: { access: "member", note: "any open socket: about the sender's own tab (push.test.ts)" },
};
