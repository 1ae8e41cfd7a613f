import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, memberSettings, messages, users } from "../src/db/schema";
import { NOTIFY_MATCH, NOTIFY_MESSAGE } from "../src/modules/notifications/notifications.service";
import { jobStates, waitForCompletedJobs } from "./support/jobs";
import { matchedPair } from "./support/matched";
import { createMember } from "./support/members";
import { send } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket } from "./support/socket";

/**
 * Notification mails, end to end: a like or a send queues a job in the database, the server's worker
 * runs it, and the mail arrives over SMTP. Message jobs wait DELAY seconds (60 in production).
 */
const DELAY = 1;
const NEW_MATCH = "You have a new match";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { jobPollingSeconds: 0.25, messageMailDelaySeconds: DELAY });
});
afterAll(() => server.close());

type Pair = Awaited<ReturnType<typeof matchedPair>>;
type Member = Pair["a"];

const mailsTo = (member: Member, subject: string) =>
  server.mail.mails.filter((mail) => mail.to.includes(member.email) && mail.subject.includes(subject));
const messageMails = (to: Member) => mailsTo(to, "sent you a message");
const messageJobs = (to: Member, matchId: string, count = 1) =>
  waitForCompletedJobs(server.db, NOTIFY_MESSAGE, `${to.id}:${matchId}`, count);

/** A matched pair whose match mails came, with the conversation's hour given back (as if long ago). */
async function quietPair(names: [string, string]): Promise<Pair> {
  const pair = await matchedPair(server, names);
  await server.mail.waitFor(pair.a.email, NEW_MATCH);
  await server.mail.waitFor(pair.b.email, NEW_MATCH);
  await hourPassed(pair.matchId);
  return pair;
}
const hourPassed = (matchId: string, ago = "2 hours") =>
  server.db.execute(
    sql`update notification_mails set last_mailed_at = now() - ${ago}::interval where match_id = ${matchId}`,
  );
const setSwitches = (member: Member, switches: Partial<typeof memberSettings.$inferInsert>) =>
  server.db
    .insert(memberSettings)
    .values({ userId: member.id, ...switches })
    .onConflictDoUpdate({ target: memberSettings.userId, set: switches });

describe("notification mails", () => {
  it("a new match mails both members, and counts as the conversation's mail for the hour", async () => {
    const { a, b, matchId } = await matchedPair(server, ["Ada", "Ben"]);
    const toA = await server.mail.waitFor(a.email, NEW_MATCH);
    const toB = await server.mail.waitFor(b.email, NEW_MATCH);
    expect(toA.text).toContain("Ben likes you too");
    expect(toB.text).toContain("Ada likes you too");
    expect(toA.link).toBe(`${server.publicUrl}/messages/${matchId}`);
    expect(toA.text).toContain(`${server.publicUrl}/settings?tab=notifications`);
    for (const member of [a, b]) await waitForCompletedJobs(server.db, NOTIFY_MATCH, `${member.id}:${matchId}`);
    expect([mailsTo(a, NEW_MATCH), mailsTo(b, NEW_MATCH)].map((list) => list.length)).toEqual([1, 1]);

    // A message minutes after the match: the match's mail was this conversation's mail for the hour.
    expect((await send(a.client, matchId, "Hello!")).status).toBe(201);
    await messageJobs(b, matchId);
    expect(messageMails(b)).toHaveLength(0);
  });

  it("mails an offline member once per conversation per sliding hour, never with the message", async () => {
    const { a, b, matchId } = await quietPair(["Cleo", "Dev"]);
    expect((await send(a.client, matchId, "meet me at the lighthouse")).status).toBe(201);
    const mail = await server.mail.waitFor(b.email, "Cleo sent you a message");
    expect(mail.text).toContain("Cleo sent you a message.");
    expect(mail.link).toBe(`${server.publicUrl}/messages/${matchId}`);
    expect(mail.raw).not.toContain("lighthouse");

    // Within the hour: the job runs and sends nothing.
    expect((await send(a.client, matchId, "are you there?")).status).toBe(201);
    await messageJobs(b, matchId, 2);
    expect(messageMails(b)).toHaveLength(1);

    // The hour slides from the last mail: 61 minutes later a message is mailed again.
    await hourPassed(matchId, "61 minutes");
    expect((await send(a.client, matchId, "one more")).status).toBe(201);
    await messageJobs(b, matchId, 3);
    expect(messageMails(b)).toHaveLength(2);
    expect(messageMails(a)).toHaveLength(0);
  });

  it("follows the recipient's switches: message notifications, then all email notifications", async () => {
    const { a, b, matchId } = await quietPair(["Eve", "Finn"]);
    await setSwitches(b, { messageNotifications: false });
    expect((await send(a.client, matchId, "first")).status).toBe(201);
    await messageJobs(b, matchId);

    await setSwitches(b, { messageNotifications: true, emailNotifications: false });
    expect((await send(a.client, matchId, "second")).status).toBe(201);
    await messageJobs(b, matchId, 2);
    expect(messageMails(b)).toHaveLength(0);

    // Both on again: the same path mails.
    await setSwitches(b, { emailNotifications: true });
    expect((await send(a.client, matchId, "third")).status).toBe(201);
    await server.mail.waitFor(b.email, "Eve sent you a message");
  });

  it("match alerts off: only the other member is mailed about the match", async () => {
    const gus = await createMember(server, { firstName: "Gus" });
    const hana = await createMember(server, { firstName: "Hana" });
    await setSwitches(hana, { matchAlerts: false });
    await gus.client.post("/api/likes", { targetId: hana.id });
    const back = await hana.client.post<{ matchId: string }>("/api/likes", { targetId: gus.id });
    await server.mail.waitFor(gus.email, NEW_MATCH);
    await waitForCompletedJobs(server.db, NOTIFY_MATCH, `${hana.id}:${back.body.matchId}`);
    expect(mailsTo(hana, NEW_MATCH)).toHaveLength(0);
  });

  it("no mail to a member online when the job runs, nor for a message read in time", async () => {
    const { a, b, matchId } = await quietPair(["Ivy", "Jon"]);
    const tab = await openSocket(server, b.client);
    expect((await send(a.client, matchId, "you there?")).status).toBe(201);
    await messageJobs(b, matchId);
    await tab.close();
    const deadline = Date.now() + 5_000;
    while ((await server.realtime.presence.onlineAmong([b.id])).size > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));

    // Offline, but read (on another device, say) before the job's time: straight into the table, at
    // once, well within the job's delay.
    expect((await send(a.client, matchId, "again")).status).toBe(201);
    await server.db.update(messages).set({ isRead: true }).where(eq(messages.matchId, matchId));
    await messageJobs(b, matchId, 2);
    expect(messageMails(b)).toHaveLength(0);
  });

  it("no mail across a block made before the job ran, nor to a banned member", async () => {
    const blocked = await quietPair(["Kai", "Lou"]);
    expect((await send(blocked.a.client, blocked.matchId, "hi")).status).toBe(201);
    // Straight into the table: at once, well within the job's delay.
    await server.db.insert(blocks).values({ blockerId: blocked.b.id, blockedId: blocked.a.id });
    await messageJobs(blocked.b, blocked.matchId);

    const banned = await quietPair(["Max", "Nia"]);
    await server.db.update(users).set({ banned: true }).where(eq(users.id, banned.b.id));
    expect((await send(banned.a.client, banned.matchId, "hi")).status).toBe(201);
    await messageJobs(banned.b, banned.matchId);
    expect([messageMails(blocked.b), messageMails(banned.b)].map((list) => list.length)).toEqual([0, 0]);
  });

  // Another connection holds the queue's jobs table against inserts, so the job cannot be queued until it lets go:
  // PostgreSQL only (PGlite has one connection, which the lock would hold against the send too).
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "answers a send without waiting for its mail's job, which is queued after the answer",
    async () => {
      const { a, b, matchId } = await quietPair(["Omar", "Pia"]);
      const holder = new pg.Client({ connectionString: server.databaseUrl });
      await holder.connect();
      try {
        // Only this queue's partition: a lock on all of pgboss.job would also stop every other queue's
        // poller, each holding one of the pool's connections, until the send found none free.
        const { rows } = await holder.query<{ partition: string }>(
          "select partition_name as partition from pgboss.queue where name = $1",
          [NOTIFY_MESSAGE],
        );
        expect(rows).toHaveLength(1);
        await holder.query("begin");
        await holder.query(`lock table pgboss."${rows[0]!.partition}" in share mode`);
        const answer = await Promise.race([
          send(a.client, matchId, "quick one"),
          new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5_000)),
        ]);
        expect(answer?.status).toBe(201);
        expect(await jobStates(server.db, NOTIFY_MESSAGE, `${b.id}:${matchId}`)).toEqual([]);
      } finally {
        await holder.query("rollback");
        await holder.end();
      }
      await server.mail.waitFor(b.email, "Omar sent you a message");
      await messageJobs(b, matchId);
    },
  );
});
