import { sql } from "drizzle-orm";
import { messages } from "../src/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFY_MESSAGE } from "../src/modules/notifications/notifications.service";
import { createDurableDatabase, startServerOn, type DurableDatabase } from "./support/durable-server";
import { jobStates, waitForCompletedJobs } from "./support/jobs";
import { matchedPair } from "./support/matched";
import { send } from "./support/messages";
import type { TestServer } from "./support/server";
import { startSmtpCapture, type SmtpCapture } from "./support/smtp";

/**
 * The "done when": a notification job survives a server restart between the message and the
 * mail. The server is stopped (its database closed with it) while the job waits for its time; a new
 * server on the same database sends the mail. PGlite: a data directory; PostgreSQL: a database by URL.
 */
const DELAY = 2;
// The first server's workers look for due jobs once, at start, and then not for a minute: it stops
// before its job's time whatever the machine's load. The second looks every quarter second.
const first = { jobPollingSeconds: 60, messageMailDelaySeconds: DELAY };
const second = { jobPollingSeconds: 0.25, messageMailDelaySeconds: DELAY };
let smtp: SmtpCapture;
let durable: DurableDatabase;
let server: TestServer | undefined;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  durable = await createDurableDatabase();
});
afterAll(async () => {
  await server?.close();
  await durable?.close();
  await smtp?.close();
});

describe("a notification job across a restart", () => {
  it("is mailed by the next server when the one that queued it stopped first", async () => {
    server = await startServerOn(durable, smtp, first);
    const { a, b, matchId } = await matchedPair(server, ["Ada", "Ben"]);
    await smtp.waitFor(b.email, "You have a new match");
    // The match's mail took the conversation's hour; give it back, as if the match were long ago.
    await server.db.execute(sql`update notification_mails set last_mailed_at = now() - interval '2 hours'`);
    expect((await send(a.client, matchId, "see you at eight")).status).toBe(201);
    await server.close();
    server = undefined;
    expect(smtp.mails.filter((mail) => mail.subject.includes("sent you a message"))).toEqual([]);

    server = await startServerOn(durable, smtp, second);
    const mail = await smtp.waitFor(b.email, "Ada sent you a message", 20_000);
    expect(mail.link).toBe(`${server.publicUrl}/messages/${matchId}`);
    await waitForCompletedJobs(server.db, NOTIFY_MESSAGE, `${b.id}:${matchId}`);
    expect(await jobStates(server.db, NOTIFY_MESSAGE, `${b.id}:${matchId}`)).toEqual(["completed"]);
  }, 60_000);

  it("is queued by the next server when the one that stored the message died before queuing it", async () => {
    await server?.close();
    server = await startServerOn(durable, smtp, first);
    const { a, b, matchId } = await matchedPair(server, ["Cleo", "Dev"]);
    await smtp.waitFor(b.email, "You have a new match");
    await server.db.execute(sql`update notification_mails set last_mailed_at = now() - interval '2 hours'`);
    // What a process that died between a send's commit and its job's insert leaves: the message alone.
    await server.db
      .insert(messages)
      .values({ matchId, senderId: a.id, receiverId: b.id, clientId: "died-before-its-job", content: "at nine" });
    const key = `${b.id}:${matchId}`;
    expect(await jobStates(server.db, NOTIFY_MESSAGE, key)).toEqual([]);
    await server.close();
    server = undefined;

    server = await startServerOn(durable, smtp, second);
    const mail = await smtp.waitFor(b.email, "Cleo sent you a message", 20_000);
    expect(mail.link).toBe(`${server.publicUrl}/messages/${matchId}`);
    await waitForCompletedJobs(server.db, NOTIFY_MESSAGE, key);
    // The message of the first test had its job and its mail: no second one.
    expect(smtp.mails.filter((sent) => sent.subject.includes("Ada sent you a message"))).toHaveLength(1);
  }, 60_000);
});
