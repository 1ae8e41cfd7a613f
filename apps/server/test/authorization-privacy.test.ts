// The authorization matrix's privacy rows (issue 30): every Settings, Privacy switch against every
// read path and the socket. Member B sets a switch to hide something (profile visibility, location
// sharing or read receipts off); viewer A, in whatever relation to B the path needs, sees it before and
// not after, unless the row says why the switch does not reach that path.
// A GET route of ROUTES in neither list below, or a privacy switch in the contracts with no rows
// here, fails the file, so a new read path or switch cannot escape the matrix.
import { MemberSettingsSchema, SETTINGS_SWITCHES, type MemberSettingKey, type ServerEvent } from "@kindred/contracts";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "./authorization/routes";
import { place } from "./support/discovery";
import * as images from "./support/images";
import { createMember } from "./support/members";
import { send, sendImage } from "./support/messages";
import { photoHelpers } from "./support/photos";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket, type TestSocket } from "./support/socket";

type Member = Awaited<ReturnType<typeof createMember>>;
/** B's first message to their match: what names B in the match's data export. */
const FROM_B = "Hello from B";

/*
 * The switches. Each is "on" (it hides something) at the value below, and concerns one aspect of B:
 * whether B is there at all, where B is, or whether B read what A wrote.
 */
type Aspect = "member" | "place" | "read";
const PRIVACY_SWITCHES = {
  profileVisible: { hiddenAt: false, aspect: "member" },
  shareLocation: { hiddenAt: false, aspect: "place" },
  readReceipts: { hiddenAt: false, aspect: "read" },
} as const satisfies Partial<Record<MemberSettingKey, { hiddenAt: boolean; aspect: Aspect }>>;
type PrivacySwitch = keyof typeof PRIVACY_SWITCHES;
const SWITCHES = Object.keys(PRIVACY_SWITCHES) as PrivacySwitch[];

/** The schema's other switches, and why none of them shows anything of the member to others. */
const NOT_PRIVACY: Partial<Record<MemberSettingKey, string>> = {
  emailNotifications: "decides which mails the member gets; shows others nothing",
  matchAlerts: "a mail to the member on a match; shows others nothing",
  messageNotifications: "a mail to the member on a message; shows others nothing",
  pushMatches: "a push to the member's own devices on a match; shows others nothing",
  pushMessages: "a push to the member's own devices on a message; shows others nothing",
  pushLikes: "a push to the member's own devices on a like; shows others nothing",
  pushMessageText: "what the member's own notifications show; shows others nothing",
};

/*
 * What each path is expected to do with a switch: hide what it concerns ("hides": shown with the switch
 * off, gone with it on), keep it (the switch does not reach this path, for the reason given), or never
 * carry it at all (shown neither way; checked both ways all the same).
 */
type Expectation = "hides" | { keeps: string } | { never: string };
const NO_READS = { never: "carries no read state" } as const;
const NO_PLACE = { never: "carries nothing of where anyone is" } as const;
/*
 * The rule where the spec is silent (spec 001 only lists the switches; the switch's own text is the
 * contract: "only people you've matched with can open your profile and photos; they can still message
 * you"): hiding takes B out of discovery and out of the likes of people B has not matched, not out of
 * the matches B already has. A match keeps the conversation, its messages, images, counts and the
 * celebration, and still opens B's profile, photos and reviews page (visibility.ts `memberOpenTo`).
 */
const MATCH_KEEPS = {
  keeps: "a hidden member leaves discovery, not their matches (visibility.ts memberOpenTo)",
} as const;

type Role = "stranger" | "liked" | "match" | "blocker" | "far";
type Answer = { status: number; body: unknown; text: string };
type Group = {
  sw: PrivacySwitch;
  b: Member;
  viewers: Record<Role, Member>;
  matchId: string;
  /** B's place, a word found nowhere else. */
  city: string;
  /** A word of B's bio, found nowhere else. */
  bio: string;
  photoUrl: string;
  imageMessageId: string;
  sockets: Partial<Record<Role | "b", TestSocket>>;
  /** How many members the far viewer's first wider step adds while B is counted. */
  reachable: number;
};
type View = {
  as: Role;
  /** Which of the route's ways of asking, where the viewer asks it more than one way. */
  how?: string;
  /** How the path is asked so that B would appear to this viewer. */
  call: (g: Group) => Promise<Answer>;
  /** Whether B is in the answer, when the answer is not a list naming B's id. */
  member?: (g: Group, answer: Answer) => boolean;
  /** Whether the answer says where B is, when that is not B's city or a distance on B's card. */
  place?: (g: Group, answer: Answer) => boolean;
  /** The same call about someone who does not exist: a hidden B must look exactly like that. */
  absent?: (g: Group) => Promise<Answer>;
  expect: Record<PrivacySwitch, Expectation>;
};

let server: TestServer;
const get = (path: string) => async (viewer: Member) => {
  const answer = await viewer.client.get(path);
  return { status: answer.status, body: answer.body, text: JSON.stringify(answer.body) };
};
/** A file's answer: its status only (an image is no JSON). */
const fetchFile = async (viewer: Member, url: string): Promise<Answer> => {
  const response = await fetch(`${server.url}${url}`, { headers: { cookie: viewer.client.cookieHeader } });
  await response.arrayBuffer();
  return { status: response.status, body: null, text: "" };
};
const ok = (_g: Group, answer: Answer) => answer.status === 200;
const counted = (g: Group, answer: Answer) =>
  (answer.body as { steps: { more: number }[] }).steps[0]?.more === g.reachable;
const numbers = (answer: Answer) => answer.body as Record<string, number>;

/** The data export's JSON files, as one answer: the viewer's own data, downloaded once. */
async function exportOf(viewer: Member): Promise<Answer> {
  type State = { export: { status: string; downloadUrl: string | null } | null };
  expect((await viewer.client.post("/api/account/export")).status).toBe(202);
  let state = (await viewer.client.get<State>("/api/account/export")).body.export;
  for (const deadline = Date.now() + 20_000; state && ["queued", "running"].includes(state.status);) {
    if (Date.now() > deadline) throw new Error(`Export still ${state.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    state = (await viewer.client.get<State>("/api/account/export")).body.export;
  }
  expect(state?.status).toBe("ready");
  const response = await fetch(`${server.url}${state!.downloadUrl!}`, {
    headers: { cookie: viewer.client.cookieHeader },
  });
  const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const files = Object.fromEntries(
    Object.entries(zip)
      .filter(([name]) => name.endsWith(".json"))
      .map(([name, bytes]) => [name, JSON.parse(strFromU8(bytes)) as unknown]),
  );
  return { status: response.status, body: files, text: JSON.stringify(files) };
}

/**
 * Every GET route that can show another member, with how each viewer asks it. A route with more than
 * one row is asked by viewers in different relations to B (a stranger, B's match), or in different
 * ways (search by a word of the bio, by B's city, within a distance).
 */
const READ_PATHS: Record<string, View[]> = {
  "GET /api/discovery/deck": [
    {
      as: "stranger",
      call: (g) => get("/api/discovery/deck")(g.viewers.stranger),
      expect: { profileVisible: "hides", shareLocation: "hides", readReceipts: NO_READS },
    },
  ],
  "GET /api/discovery/profiles/:id": [
    {
      as: "stranger",
      call: (g) => get(`/api/discovery/profiles/${g.b.id}`)(g.viewers.stranger),
      member: ok,
      absent: (g) => get(`/api/discovery/profiles/${crypto.randomUUID()}`)(g.viewers.stranger),
      expect: { profileVisible: "hides", shareLocation: "hides", readReceipts: NO_READS },
    },
    {
      as: "match",
      call: (g) => get(`/api/discovery/profiles/${g.b.id}`)(g.viewers.match),
      member: ok,
      expect: { profileVisible: MATCH_KEEPS, shareLocation: "hides", readReceipts: NO_READS },
    },
  ],
  "GET /api/profiles/:id": [
    {
      as: "stranger",
      call: (g) => get(`/api/profiles/${g.b.id}`)(g.viewers.stranger),
      member: ok,
      absent: (g) => get(`/api/profiles/${crypto.randomUUID()}`)(g.viewers.stranger),
      expect: { profileVisible: "hides", shareLocation: "hides", readReceipts: NO_READS },
    },
    {
      as: "match",
      call: (g) => get(`/api/profiles/${g.b.id}`)(g.viewers.match),
      member: ok,
      expect: { profileVisible: MATCH_KEEPS, shareLocation: "hides", readReceipts: NO_READS },
    },
  ],
  "GET /api/profiles/potential": [
    {
      as: "stranger",
      call: (g) => get("/api/profiles/potential")(g.viewers.stranger),
      expect: { profileVisible: "hides", shareLocation: "hides", readReceipts: NO_READS },
    },
  ],
  "GET /api/search": [
    {
      // Found by a word of the bio: still found with location off, saying nothing of where.
      as: "stranger",
      how: "by a word of the bio",
      call: (g) => get(`/api/search?q=${g.bio}`)(g.viewers.stranger),
      expect: { profileVisible: "hides", shareLocation: "hides", readReceipts: NO_READS },
    },
    {
      as: "stranger",
      how: "by the city",
      call: (g) => get(`/api/search?q=${g.city}`)(g.viewers.stranger),
      expect: { profileVisible: "hides", shareLocation: "hides", readReceipts: NO_READS },
    },
    {
      as: "stranger",
      how: "within 50 km",
      call: (g) => get(`/api/search?q=${g.bio}&distanceKm=50`)(g.viewers.stranger),
      expect: { profileVisible: "hides", shareLocation: "hides", readReceipts: NO_READS },
    },
  ],
  "GET /api/discovery/reach": [
    {
      // B lies beyond the far viewer's radius, within the first wider step: counted there, and being
      // counted by a radius tells where B is.
      as: "far",
      call: (g) => get("/api/discovery/reach")(g.viewers.far),
      member: counted,
      place: counted,
      expect: { profileVisible: "hides", shareLocation: "hides", readReceipts: NO_READS },
    },
  ],
  "GET /api/likes/received": [
    {
      // A like B made, before or after hiding, shows only while B shows (visibility.ts likeShownFrom).
      as: "liked",
      call: (g) => get("/api/likes/received")(g.viewers.liked),
      expect: { profileVisible: "hides", shareLocation: "hides", readReceipts: NO_READS },
    },
  ],
  "GET /api/dashboard/stats": [
    {
      as: "liked",
      call: (g) => get("/api/dashboard/stats")(g.viewers.liked),
      member: (_g, answer) => numbers(answer).newLikes === 1,
      expect: { profileVisible: "hides", shareLocation: NO_PLACE, readReceipts: NO_READS },
    },
    {
      as: "match",
      call: (g) => get("/api/dashboard/stats")(g.viewers.match),
      member: (_g, answer) => numbers(answer).totalMatches === 1 && numbers(answer).unreadMessages === 2,
      expect: { profileVisible: MATCH_KEEPS, shareLocation: NO_PLACE, readReceipts: NO_READS },
    },
  ],
  "GET /api/conversations/summary": [
    {
      as: "liked",
      call: (g) => get("/api/conversations/summary")(g.viewers.liked),
      member: (_g, answer) => numbers(answer).pendingLikes === 1,
      expect: { profileVisible: "hides", shareLocation: NO_PLACE, readReceipts: NO_READS },
    },
    {
      as: "match",
      call: (g) => get("/api/conversations/summary")(g.viewers.match),
      member: (_g, answer) => numbers(answer).unreadMessages === 2,
      expect: { profileVisible: MATCH_KEEPS, shareLocation: NO_PLACE, readReceipts: NO_READS },
    },
  ],
  "GET /api/matches/celebrations": [
    {
      as: "match",
      call: (g) => get("/api/matches/celebrations")(g.viewers.match),
      expect: { profileVisible: MATCH_KEEPS, shareLocation: "hides", readReceipts: NO_READS },
    },
  ],
  "GET /api/conversations": [
    {
      // The list's last message carries no read state: the ticks are the messages' own.
      as: "match",
      call: (g) => get("/api/conversations")(g.viewers.match),
      expect: { profileVisible: MATCH_KEEPS, shareLocation: NO_PLACE, readReceipts: NO_READS },
    },
  ],
  "GET /api/conversations/:matchId/messages": [
    {
      as: "match",
      call: (g) => get(`/api/conversations/${g.matchId}/messages`)(g.viewers.match),
      expect: { profileVisible: MATCH_KEEPS, shareLocation: NO_PLACE, readReceipts: "hides" },
    },
  ],
  "GET /api/messages/:id/image": [
    {
      as: "match",
      call: (g) => fetchFile(g.viewers.match, `/api/messages/${g.imageMessageId}/image`),
      member: ok,
      expect: {
        profileVisible: MATCH_KEEPS,
        shareLocation: { never: "re-encoded at upload with no metadata (the upload corpus)" },
        readReceipts: NO_READS,
      },
    },
  ],
  "GET /api/photos/:id/file": [
    {
      as: "stranger",
      call: (g) => fetchFile(g.viewers.stranger, g.photoUrl),
      member: ok,
      absent: (g) => fetchFile(g.viewers.stranger, `/api/photos/${crypto.randomUUID()}/file`),
      expect: {
        profileVisible: "hides",
        shareLocation: { never: "re-encoded at upload with no metadata (the upload corpus)" },
        readReceipts: NO_READS,
      },
    },
    {
      as: "match",
      call: (g) => fetchFile(g.viewers.match, g.photoUrl),
      member: ok,
      expect: {
        profileVisible: MATCH_KEEPS,
        shareLocation: { never: "re-encoded at upload with no metadata (the upload corpus)" },
        readReceipts: NO_READS,
      },
    },
  ],
  "GET /api/reviews/:profileId": [
    {
      as: "stranger",
      call: (g) => get(`/api/reviews/${g.b.id}`)(g.viewers.stranger),
      member: ok,
      absent: (g) => get(`/api/reviews/${crypto.randomUUID()}`)(g.viewers.stranger),
      expect: { profileVisible: "hides", shareLocation: { never: "names the member only" }, readReceipts: NO_READS },
    },
    {
      // Part of the profile the match still opens (its card already carries the summary).
      as: "match",
      call: (g) => get(`/api/reviews/${g.b.id}`)(g.viewers.match),
      member: ok,
      expect: {
        profileVisible: MATCH_KEEPS,
        shareLocation: { never: "names the member only" },
        readReceipts: NO_READS,
      },
    },
  ],
  "GET /api/blocks": [
    {
      as: "blocker",
      call: (g) => get("/api/blocks")(g.viewers.blocker),
      expect: {
        profileVisible: { keeps: "the blocker's own list: they need the name to unblock, and learn nothing new" },
        shareLocation: NO_PLACE,
        readReceipts: NO_READS,
      },
    },
  ],
  "GET /api/account/export/:token": [
    {
      // The viewer's own data: their conversation with B, as their conversation list shows it.
      as: "match",
      call: (g) => exportOf(g.viewers.match),
      // Members are named there by a label of the export's own, not by their id.
      member: (_g, answer) =>
        JSON.stringify((answer.body as Record<string, unknown>)["messages.json"]).includes(FROM_B),
      expect: {
        profileVisible: MATCH_KEEPS,
        shareLocation: { never: "holds the member's own place only" },
        readReceipts: "hides",
      },
    },
  ],
};

/** The GET routes no switch reaches: they show no other member (or only to admins). */
const ADMIN_READ = "admins only: the switches decide what members see of each other, moderation reads every member";
const NO_MEMBER_GETS: Record<string, string> = {
  "GET /api/health": "liveness",
  "GET /api/ready": "readiness",
  "GET /api/site": "the operator's public details",
  "GET /api/proof-of-work/challenge": "a fresh challenge, about no one",
  "ALL /api/auth/*": "better-auth: the caller's own session and account",
  "GET /api/auth/reset-link/:token": "the caller's own reset link",
  "GET /api/session": "the caller's own session",
  "GET /api/appeals/notice": "the caller's own notice, by its token",
  "GET /*": "the web app's pages",
  "GET /api/me": "the caller",
  "GET /api/sessions": "the caller's sessions",
  "GET /api/passkeys": "the caller's passkeys",
  "GET /api/two-factor": "the caller's two-factor state",
  "GET /api/photos": "the caller's photos",
  "GET /api/verification": "the caller's own selfie verification",
  "GET /api/verification/models/:file": "the face check's model files, about no one",
  "GET /api/profile": "the caller's profile",
  "GET /api/geo/cities": "the gazetteer",
  "GET /api/discovery/preferences": "the caller's deck preferences",
  "GET /api/notices": "decisions about the caller; no other member is named",
  "GET /api/settings": "the caller's switches",
  "GET /api/push/key": "the server's public VAPID key, about no one",
  "GET /api/push/subscriptions": "the caller's own subscribed devices",
  "GET /api/account/export": "the state of the caller's export, not its contents",
  "GET /api/admin/reports": ADMIN_READ,
  "GET /api/admin/reports/:id/evidence/:n": ADMIN_READ,
  "GET /api/admin/users": ADMIN_READ,
  "GET /api/admin/chats": ADMIN_READ,
  "GET /api/admin/chats/:matchId/messages": ADMIN_READ,
  "GET /api/admin/photos": ADMIN_READ,
  "GET /api/admin/photos/:id/file": ADMIN_READ,
  "GET /api/admin/appeals": ADMIN_READ,
  "GET /api/admin/verifications": ADMIN_READ,
  "GET /api/admin/stats": ADMIN_READ,
  "GET /api/admin/transparency.csv": ADMIN_READ,
  "GET /api/admin/audit": ADMIN_READ,
};

/** The socket: its rows are below, per switch. */
const SOCKET_ROUTE = "GET /api/realtime";
const SOCKET_ROWS: Record<PrivacySwitch, Record<string, Expectation>> = {
  profileVisible: {
    // A like made while hidden is announced when the profile shows again (privacy.test.ts).
    "like.received to the liked member": "hides",
    // Presence goes to matches only, and a match keeps B.
    "presence to a match": MATCH_KEEPS,
    "presence to anyone else": { never: "presence goes to matches only (realtime.repository partnersOf)" },
  },
  shareLocation: { "any frame": { never: "no event carries a place" } },
  readReceipts: { "message.read to the sender": "hides" },
};

/** Whether a JSON answer says where B is: B's city anywhere in it, or a distance on B's card. */
function placeShown(g: Group, answer: Answer): boolean {
  if (answer.text.includes(g.city)) return true;
  let shown = false;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const o = value as Record<string, unknown>;
    const profile = o.profile as { id?: string } | undefined;
    if (o.id === g.b.id && (o.distanceKm != null || o.latitude != null || o.longitude != null)) shown = true;
    if (profile?.id === g.b.id && (o.nearby === true || /\bkm\b/.test(JSON.stringify(o.compatibility ?? null))))
      shown = true;
    Object.values(o).forEach(visit);
  };
  visit(answer.body);
  return shown;
}

/** Whether an answer tells the viewer that B read their message (the API's isRead, the export's read). */
function readShown(viewer: Member, answer: Answer): boolean {
  let shown = false;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const o = value as Record<string, unknown>;
    if ((o.senderId === viewer.id && o.isRead === true) || (o.from === "me" && o.read === true)) shown = true;
    Object.values(o).forEach(visit);
  };
  visit(answer.body);
  return shown;
}

function aspectShown(aspect: Aspect, g: Group, view: View, answer: Answer): boolean {
  if (aspect === "member") return view.member ? view.member(g, answer) : answer.text.includes(g.b.id);
  if (aspect === "place") return view.place ? view.place(g, answer) : placeShown(g, answer);
  return readShown(g.viewers[view.as], answer);
}

const word = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const ROLES: Role[] = ["stranger", "liked", "match", "blocker", "far"];
const { uploadOk } = photoHelpers(() => server);

/** B and a viewer in each relation, in a town of their own, with B visible and sharing everything. */
async function build(sw: PrivacySwitch): Promise<Group> {
  const town = place();
  const city = `${word()}ville`;
  const bio = word();
  const [b, ...viewers] = await Promise.all([
    createMember(server, { ...town, firstName: "Bea", location: `${city}, Texas`, bio: `Hikes and ${bio}.` }),
    ...ROLES.map((role) =>
      createMember(server, {
        ...town,
        firstName: role,
        // About 120 km east: past the default 80 km radius, inside the first wider step (161 km).
        ...(role === "far" ? { longitude: town.longitude + 1.1 } : {}),
      }),
    ),
  ]);
  const byRole = Object.fromEntries(ROLES.map((role, i) => [role, viewers[i]!])) as Record<Role, Member>;
  const sockets: Group["sockets"] = {};
  await Promise.all(
    (["stranger", "liked", "match"] as const).map(async (role) => {
      sockets[role] = await openSocket(server, byRole[role].client);
    }),
  );
  const { match, liked, blocker } = byRole;
  // The match first likes B: the celebration waits for them.
  await match.client.post("/api/likes", { targetId: b.id });
  const [back, photo] = await Promise.all([
    b.client.post<{ matchId: string; outcome: string }>("/api/likes", { targetId: match.id }),
    uploadOk(b),
    b.client.post("/api/likes", { targetId: liked.id }),
    blocker.client.post("/api/blocks", { userId: b.id }),
  ]);
  expect(back.body.outcome).toBe("matched");
  const matchId = back.body.matchId;
  await send(b.client, matchId, FROM_B);
  const image = await sendImage(b.client, matchId, await images.jpeg(64, 48));
  expect(image.status).toBe(201);
  await send(match.client, matchId, "Hello B");
  expect((await b.client.post(`/api/conversations/${matchId}/read`)).status).toBe(200);
  await sockets.match!.next("message.read", (event) => event.readerId === b.id);
  await sockets.liked!.next("like.received", (event) => event.fromUserId === b.id);
  // B comes online: the match hears it.
  sockets.b = await openSocket(server, b.client);
  await sockets.match!.next("presence", (event) => event.userId === b.id && event.online);
  return {
    sw,
    b,
    viewers: byRole,
    matchId,
    city,
    bio,
    photoUrl: photo.url,
    imageMessageId: image.body.message.id,
    sockets,
    // B and the four others of the town.
    reachable: 5,
  };
}

const VIEWS = Object.entries(READ_PATHS).flatMap(([route, views]) =>
  views.map((view) => ({ name: `${route} as ${view.as}${view.how ? `, ${view.how}` : ""}`, view })),
);
type Seen = { off: Answer; on: Answer; absent?: Answer };
const seen = new Map<PrivacySwitch, Map<string, Seen>>();
const groups = new Map<PrivacySwitch, Group>();
const eventsOf = (socket: TestSocket | undefined) => socket?.events ?? [];

/** With the switch on, what B does that would show: a like, going offline, reading a message. */
async function actWhileOn(g: Group) {
  const { stranger, match, blocker } = g.viewers;
  if (g.sw === "profileVisible") {
    expect((await g.b.client.post("/api/likes", { targetId: stranger.id })).status).toBe(201);
    await g.sockets.b!.close();
    await g.sockets.match!.next("presence", (event) => event.userId === g.b.id && !event.online);
    // Events reach a socket in order: once a later like has arrived, B's would have come before it.
    await blocker.client.post("/api/likes", { targetId: stranger.id });
    await g.sockets.stranger!.next("like.received", (event) => event.fromUserId === blocker.id);
  }
  if (g.sw === "readReceipts") {
    await send(match.client, g.matchId, "Did you read this?");
    expect((await g.b.client.post(`/api/conversations/${g.matchId}/read`)).status).toBe(200);
    const later = await send(g.b.client, g.matchId, "Later");
    await g.sockets.match!.next("message.created", (event) => event.message.id === later.body.message.id);
  }
}

beforeAll(async () => {
  server = await startTestServer({ SMTP_URL: "" }, { jobPollingSeconds: 0.2 });
  await Promise.all(
    SWITCHES.map(async (sw) => {
      const g = await build(sw);
      groups.set(sw, g);
      const off = await Promise.all(VIEWS.map(({ view }) => view.call(g)));
      const patch = await g.b.client.request("PATCH", "/api/settings", {
        json: { [sw]: PRIVACY_SWITCHES[sw].hiddenAt },
      });
      expect(patch.status).toBe(200);
      await actWhileOn(g);
      const on = await Promise.all(VIEWS.map(({ view }) => view.call(g)));
      const absent = await Promise.all(VIEWS.map(({ view }) => view.absent?.(g)));
      seen.set(sw, new Map(VIEWS.map(({ name }, i) => [name, { off: off[i]!, on: on[i]!, absent: absent[i] }])));
    }),
  );
}, 60_000);
afterAll(async () => {
  await Promise.all([...groups.values()].flatMap((g) => Object.values(g.sockets).map((socket) => socket.close())));
  await server?.close();
});

describe("the matrix's lists", () => {
  it("has rows for every privacy switch of the settings schema", () => {
    const keys = Object.keys(MemberSettingsSchema.shape) as MemberSettingKey[];
    const unlisted = keys.filter((key) => !(key in PRIVACY_SWITCHES) && !(key in NOT_PRIVACY));
    expect(unlisted).toEqual([]);
    expect([...SETTINGS_SWITCHES.privacy].sort()).toEqual([...SWITCHES].sort());
  });

  it("lists every GET route of ROUTES as a read path or as showing no other member", () => {
    const gets = Object.entries(ROUTES)
      .filter(([key, entry]) => entry.access !== "middleware" && /^(GET|ALL) /.test(key))
      .map(([key]) => key);
    const listed = [...Object.keys(READ_PATHS), ...Object.keys(NO_MEMBER_GETS), SOCKET_ROUTE];
    expect(gets.filter((key) => !listed.includes(key))).toEqual([]);
    expect(listed.filter((key) => !gets.includes(key))).toEqual([]);
    expect(Object.keys(READ_PATHS).filter((key) => key in NO_MEMBER_GETS)).toEqual([]);
  });
});

const ROWS = SWITCHES.flatMap((sw) => VIEWS.map(({ name, view }) => ({ sw, name, view, want: view.expect[sw] })));
const label = (want: Expectation) => (typeof want === "string" ? want : "keeps" in want ? "keeps" : "never");

describe.each(SWITCHES)("%s off", (sw) => {
  const aspect = PRIVACY_SWITCHES[sw].aspect;
  it.each(ROWS.filter((row) => row.sw === sw).map((row) => [row.name, label(row.want), row] as const))(
    "%s: %s",
    (_name, _label, { name, view, want }) => {
      const g = groups.get(sw)!;
      const { off, on, absent } = seen.get(sw)!.get(name)!;
      const shown = { off: aspectShown(aspect, g, view, off), on: aspectShown(aspect, g, view, on) };
      const never = typeof want === "object" && "never" in want;
      const keeps = typeof want === "object" && "keeps" in want;
      expect(shown, `${off.text.slice(0, 300)}\n${on.text.slice(0, 300)}`).toEqual({ off: !never, on: keeps });
      // Hidden, B is indistinguishable from a member who does not exist.
      if (absent && want === "hides" && aspect === "member")
        expect({ status: on.status, body: on.body }).toEqual({ status: absent.status, body: absent.body });
    },
  );
});

describe("the socket", () => {
  const leaks = (events: ServerEvent[], g: Group) =>
    events.filter(
      (event) => JSON.stringify(event).includes(g.city) || /distanceKm|latitude/.test(JSON.stringify(event)),
    );

  it("profile hidden: B's like is not announced; presence still reaches B's match and no one else", () => {
    const g = groups.get("profileVisible")!;
    const likesFromB = (socket?: TestSocket) =>
      eventsOf(socket).filter((event) => event.type === "like.received" && event.fromUserId === g.b.id);
    // Off: the liked member heard B's like. On: the stranger B liked heard nothing before a later like.
    expect(likesFromB(g.sockets.liked)).toHaveLength(1);
    expect(likesFromB(g.sockets.stranger)).toEqual([]);
    const presence = (socket?: TestSocket) =>
      eventsOf(socket).flatMap((event) => (event.type === "presence" && event.userId === g.b.id ? [event.online] : []));
    expect(presence(g.sockets.match)).toEqual([true, false]);
    expect([...presence(g.sockets.stranger), ...presence(g.sockets.liked)]).toEqual([]);
  });

  it("location off: no frame on any viewer's socket says where B is", () => {
    for (const sw of SWITCHES) {
      const g = groups.get(sw)!;
      for (const role of ["stranger", "liked", "match"] as const)
        expect(leaks(eventsOf(g.sockets[role]), g)).toEqual([]);
    }
  });

  it("read receipts off: the sender heard B's read before, not after", () => {
    const g = groups.get("readReceipts")!;
    const reads = eventsOf(g.sockets.match).filter(
      (event) => event.type === "message.read" && event.readerId === g.b.id,
    );
    expect(reads).toHaveLength(1);
  });

  it("has a row for every switch", () => {
    expect(Object.keys(SOCKET_ROWS).sort()).toEqual([...SWITCHES].sort());
  });
});
