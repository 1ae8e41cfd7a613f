/**
 * The authorization matrix's objects: one instance of each kind the table names, owned by A, who is
 * matched with B; C is unrelated; D was A's match until A blocked D; E was A's match until E blocked A.
 * `fresh` makes another instance for a caller the table lets act, so a change it makes (a deletion, a
 * ban) never reaches the shared instances the refused callers are checked against. `snapshot` reads an
 * instance back from the database, for "a refused caller changed nothing" and "an allowed one did".
 */
import { createECDH, randomBytes } from "node:crypto";
import { and, asc, eq, or } from "drizzle-orm";
import { PHOTO_LIMITS } from "@kindred/contracts";
import { expect } from "vitest";
import {
  appeals,
  blocks,
  dataExports,
  matches,
  messages,
  moderationNotices,
  passkeys,
  photoVerifications,
  profilePhotos,
  profiles,
  pushSubscriptions,
  reports,
  reviews,
  sessions,
  users,
} from "../../src/db/schema";
import { TestClient, uniqueEmail } from "../support/client";
import { createMember, makeAdmin, PLACES } from "../support/members";
import { history, match } from "../support/reviews";
import type { TestServer } from "../support/server";
import { sendImageMessage, uploadPhoto } from "../support/uploads";
import { registerSoftPasskey } from "../support/webauthn";
import type { ObjectKind, Relation } from "./routes";

export type Member = Awaited<ReturnType<typeof createMember>>;
export type Instance = { id: string; callers?: Partial<Record<Relation, Member>> };
export type World = Awaited<ReturnType<typeof buildWorld>>;

const RULE = "be-respectful";

async function ok<T = unknown>(answer: Promise<{ status: number; body: T }>, status: number): Promise<T> {
  const { status: got, body } = await answer;
  expect(got, JSON.stringify(body)).toBe(status);
  return body;
}

/** A data export of `who`, once its background job has made it: the download link's token. */
async function exportOf(who: Member) {
  await ok(who.client.request("POST", "/api/account/export"), 202);
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const state = await ok<{ export: { downloadUrl: string | null } | null }>(
      who.client.get("/api/account/export"),
      200,
    );
    if (state.export?.downloadUrl) return state.export.downloadUrl.split("/").pop()!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The export was not ready within 20 s");
}
export async function buildWorld(server: TestServer) {
  const names = ["Ada", "Ben", "Cy", "Dot", "Eve", "Mod", "Gus"];
  const [a, b, c, d, e, admin, g] = await Promise.all(names.map((firstName) => createMember(server, { firstName })));
  // The export's background job is the slowest step: it starts first (what it holds does not matter here).
  const exporting = exportOf(a!);
  const [abMatch, adMatch, aeMatch, agMatch] = await Promise.all([
    match(b!, a!),
    match(a!, d!),
    match(e!, a!),
    match(g!, a!),
  ]);
  // A sent D an image while they were matched; then the two blocks.
  const [, blockedImage] = await Promise.all([
    makeAdmin(server, admin!.id),
    sendImageMessage(a!.client, adMatch),
    ok(e!.client.post("/api/blocks", { userId: a!.id }), 204),
  ]);
  await ok(a!.client.post("/api/blocks", { userId: d!.id }), 204);
  const callers: Record<Relation, Member> = {
    owner: a!,
    partner: b!,
    stranger: c!,
    blocked: d!,
    blocker: e!,
    admin: admin!,
  };

  const warn = (who: Member) =>
    ok(admin!.client.post(`/api/admin/members/${who.id}/warn`, { message: "Please keep it kind.", rule: RULE }), 200);
  const latestNotice = async (who: Member) => {
    const [row] = await server.db
      .select({ id: moderationNotices.id })
      .from(moderationNotices)
      .where(eq(moderationNotices.userId, who.id));
    return row!.id;
  };
  const appealOf = async (who: Member, noticeId: string) => {
    await ok(
      who.client.post(`/api/notices/${noticeId}/appeal`, { text: "I did not send spam, please look again." }),
      201,
    );
    const [row] = await server.db.select({ id: appeals.id }).from(appeals).where(eq(appeals.noticeId, noticeId));
    return row!.id;
  };
  const reportOf = async (kind: "profile" | "conversation", targetId: string) => {
    const receipt = await ok<{ report: { id: string } }>(
      a!.client.post("/api/reports", { kind, targetId, category: "scam_spam", reason: "Spam" }),
      201,
    );
    return receipt.report.id;
  };

  /** A photo of `owner` in the state the kind names (a report no moderator has decided yet for "reported"). */
  const photoOf = async (owner: Member, kind: ObjectKind) => {
    const photo = await uploadPhoto(owner.client, { isPrivate: kind === "photo-private" });
    if (kind === "photo-reported")
      await ok(
        c!.client.post("/api/reports", { kind: "photo", targetId: photo.id, category: "scam_spam", reason: "Spam" }),
        201,
      );
    return photo.id;
  };
  const secondSession = async (who: Member) => {
    const tab = new TestClient(server);
    await ok(tab.signIn(who.email), 200);
    const listed = await ok<{ sessions: { id: string; current: boolean }[] }>(tab.get("/api/sessions"), 200);
    return listed.sessions.find((session) => session.current)!.id;
  };
  /**
   * A browser of `who` subscribed to pushes. Its endpoint is a closed port on loopback (the tests'
   * server takes plain http there): pushes to it fail and wait for a retry, reaching nobody.
   */
  const pushDeviceOf = async (who: Member) => {
    const browser = createECDH("prime256v1");
    browser.generateKeys();
    const subscription = {
      endpoint: `http://127.0.0.1:9/push/${crypto.randomUUID()}`,
      keys: { p256dh: browser.getPublicKey("base64url"), auth: randomBytes(16).toString("base64url") },
    };
    return (await ok<{ id: string }>(who.client.post("/api/push/subscriptions", subscription), 201)).id;
  };
  const passkeyOf = async (who: Member) => {
    const name = `Key ${crypto.randomUUID()}`;
    await registerSoftPasskey(who.client, server.publicUrl, { name });
    const [row] = await server.db
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(and(eq(passkeys.userId, who.id), eq(passkeys.name, name)));
    return row!.id;
  };

  const [publicPhoto, privatePhoto, reportedPhoto, image, session, passkey, notices, report, token, pushDevice] =
    await Promise.all([
      photoOf(a!, "photo-public"),
      photoOf(a!, "photo-private"),
      photoOf(a!, "photo-reported"),
      sendImageMessage(a!.client, abMatch),
      secondSession(a!),
      passkeyOf(a!),
      // Two statements: one A has appealed (the appeal), one still open (the notice).
      (async () => {
        await warn(a!);
        const appealed = await latestNotice(a!);
        const appeal = await appealOf(a!, appealed);
        await warn(a!);
        const rows = await server.db
          .select({ id: moderationNotices.id })
          .from(moderationNotices)
          .where(eq(moderationNotices.userId, a!.id));
        return { appeal, notice: rows.find((row) => row.id !== appealed)!.id };
      })(),
      // A report with evidence: C's profile with a photo, reported by A.
      uploadPhoto(c!.client).then(() => reportOf("profile", c!.id)),
      exporting,
      // A conversation A reported (with two messages in it), which an admin may read.
      history(server, agMatch, a!, g!, 2).then(() => reportOf("conversation", agMatch)),
      pushDeviceOf(a!),
    ]);

  // A's selfie verification, started once A has photos (nothing decided: no selfie has been sent).
  const verification = (await ok<{ id: string }>(a!.client.post("/api/verification", {}), 201)).id;

  const shared: Record<ObjectKind, string> = {
    member: a!.id,
    "photo-public": publicPhoto,
    "photo-private": privatePhoto,
    "photo-reported": reportedPhoto,
    conversation: abMatch,
    "conversation-blocked": adMatch,
    "conversation-reported": agMatch,
    "message-image": image.id,
    "message-image-blocked": blockedImage.id,
    session,
    passkey,
    notice: notices.notice,
    appeal: notices.appeal,
    report,
    export: token,
    verification,
    "push-subscription": pushDevice,
  };

  /** Another instance of `kind` for `relation` to act on, with whoever stands in that relation to it. */
  /** Owners of fresh photos, each holding up to the limit (a sign-up costs more than an upload). */
  let photoOwner: { member: Promise<Member>; photos: number } | undefined;
  const ownerWithRoom = () => {
    if (!photoOwner || photoOwner.photos === PHOTO_LIMITS.maxPerMember)
      photoOwner = { member: createMember(server, { firstName: "Pia" }), photos: 0 };
    photoOwner.photos += 1;
    return photoOwner.member;
  };
  const newcomer = () => createMember(server, { firstName: "Fay" });
  /**
   * A member who never acts in the row, only is acted on: written straight to the database (no
   * sign-up, no session), as `createMember` writes profiles.
   */
  const bystander = async () => {
    const [user] = await server.db
      .insert(users)
      .values({ name: "Fay", email: uniqueEmail("fay"), emailVerified: true })
      .returning({ id: users.id });
    await server.db.insert(profiles).values({
      id: user!.id,
      firstName: "Fay",
      age: 30,
      gender: "female",
      interestedIn: "everyone",
      ...PLACES.austin,
    });
    return user!.id;
  };
  /** An active match of `first` and `second` as two likes leave it, neither having seen its celebration. */
  const matched = async (first: string, second: string) => {
    const [row] = await server.db
      .insert(matches)
      .values({ user1Id: first, user2Id: second, status: "active", matchedAt: new Date() })
      .returning({ id: matches.id });
    return row!.id;
  };

  async function fresh(kind: ObjectKind, relation: Relation): Promise<Instance> {
    switch (kind) {
      case "member": {
        // Only ever acted on (the owner's own requests are refused, and run on A).
        const f = { id: await bystander() } as Member;
        if (relation === "partner") await history(server, await matched(f.id, b!.id), f, b!, 10);
        if (relation === "blocker") await ok(e!.client.post("/api/blocks", { userId: f.id }), 204);
        if (relation === "blocked") await server.db.insert(blocks).values({ blockerId: f.id, blockedId: d!.id });
        return { id: f.id };
      }
      case "photo-public":
      case "photo-private":
      case "photo-reported": {
        // One open report per reporter per member: a reported photo needs an owner of its own.
        const owner = await (kind === "photo-reported" ? newcomer() : ownerWithRoom());
        return { id: await photoOf(owner, kind), callers: { owner } };
      }
      case "conversation": {
        // Neither has seen its celebration yet; both have a message to read.
        const f = relation === "partner" ? await newcomer() : ({ id: await bystander() } as Member);
        const id = await matched(a!.id, f.id);
        await history(server, id, a!, f, 2);
        return { id, callers: { partner: f } };
      }
      case "session":
        return { id: await secondSession(a!) };
      case "passkey":
        return { id: await passkeyOf(a!) };
      case "push-subscription":
        return { id: await pushDeviceOf(a!) };
      case "notice": {
        const f = await newcomer();
        await warn(f);
        return { id: await latestNotice(f), callers: { owner: f } };
      }
      case "appeal": {
        const f = await newcomer();
        await warn(f);
        return { id: await appealOf(f, await latestNotice(f)), callers: { owner: f } };
      }
      case "report":
        return { id: await reportOf("profile", await bystander()) };
      default:
        throw new Error(`No second ${kind}: the table must let one caller at most act on it, last`);
    }
  }

  /** The instance as the database holds it (what a caller's request may change). */
  async function snapshot(kind: ObjectKind, id: string): Promise<unknown> {
    const db = server.db;
    switch (kind) {
      case "member":
        return Promise.all([
          db
            .select({ banned: users.banned, until: users.banExpires, role: users.role })
            .from(users)
            .where(eq(users.id, id)),
          db.$count(profiles, eq(profiles.id, id)),
          db.$count(moderationNotices, eq(moderationNotices.userId, id)),
          db.$count(reviews, eq(reviews.reviewedId, id)),
          db.$count(blocks, or(eq(blocks.blockerId, id), eq(blocks.blockedId, id))),
          db.$count(reports, eq(reports.reportedUserId, id)),
          db.$count(matches, or(eq(matches.user1Id, id), eq(matches.user2Id, id))),
        ]);
      case "photo-public":
      case "photo-private":
      case "photo-reported":
        return Promise.all([
          db.select({ isPrivate: profilePhotos.isPrivate }).from(profilePhotos).where(eq(profilePhotos.id, id)),
          db.select({ status: reports.status }).from(reports).where(eq(reports.targetId, id)),
        ]);
      case "conversation":
      case "conversation-blocked":
      case "conversation-reported":
        return Promise.all([
          db.select().from(matches).where(eq(matches.id, id)),
          db
            .select({ id: messages.id, isRead: messages.isRead })
            .from(messages)
            .where(eq(messages.matchId, id))
            .orderBy(asc(messages.id)),
        ]);
      case "message-image":
      case "message-image-blocked":
        return db.select({ imageKey: messages.imageKey }).from(messages).where(eq(messages.id, id));
      case "session":
        return db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id));
      case "passkey":
        return db.select({ name: passkeys.name }).from(passkeys).where(eq(passkeys.id, id));
      case "push-subscription":
        return db
          .select({ endpoint: pushSubscriptions.endpoint, userId: pushSubscriptions.userId })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.id, id));
      case "notice":
        return Promise.all([
          db
            .select({ at: moderationNotices.acknowledgedAt })
            .from(moderationNotices)
            .where(eq(moderationNotices.id, id)),
          db.$count(appeals, eq(appeals.noticeId, id)),
        ]);
      case "appeal":
        return db.select({ status: appeals.status, note: appeals.note }).from(appeals).where(eq(appeals.id, id));
      case "report":
        return db.select({ status: reports.status, by: reports.reviewedBy }).from(reports).where(eq(reports.id, id));
      case "export":
        return db
          .select({ status: dataExports.status, at: dataExports.downloadedAt })
          .from(dataExports)
          .where(eq(dataExports.userId, a!.id));
      case "verification":
        return db
          .select({ at: photoVerifications.decidedAt, digests: photoVerifications.selfieDigests })
          .from(photoVerifications)
          .where(eq(photoVerifications.id, id));
    }
  }

  return {
    callers,
    shared,
    partners: { "conversation-reported": g! } as Partial<Record<ObjectKind, Member>>,
    fresh,
    snapshot,
    matches: { ab: abMatch, ad: adMatch, ae: aeMatch },
  };
}
