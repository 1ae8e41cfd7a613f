import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../src/db/schema";
import { startChildServer } from "./support/child-server";
import { createDurableDatabase, startServerOn, type DurableDatabase } from "./support/durable-server";
import { matchedPair } from "./support/matched";
import { resendUnanswered, sendBurst } from "./support/message-burst";
import type { TestServer } from "./support/server";
import { startSmtpCapture, type SmtpCapture } from "./support/smtp";

/**
 * Issue 30's first fault: kill -9 of the server (the real entry point, in its own process) in the middle
 * of 1,000 messages from clients that retry with their client id. Nothing drains: requests in flight die
 * with it, some after their commit and before their answer. After the restart every message is stored
 * exactly once. On PGlite the data folder, killed mid-write, must open cleanly on the next start.
 */
const BURST = 1_000;
const SENDERS = 8;
const KILL_AFTER = 300;

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

describe("kill -9 in the middle of a burst of messages", () => {
  it("stores every message exactly once once the clients send again what got no answer", async () => {
    server = await startServerOn(durable, smtp);
    const { a, matchId } = await matchedPair(server, ["Kira", "Lev"]);
    await server.close();
    server = undefined;

    const child = await startChildServer(durable.env);
    let killed = false;
    const burst = await sendBurst(a.client.on(child), matchId, {
      count: BURST,
      senders: SENDERS,
      label: "kill",
      onAcknowledged: (n) => {
        if (n !== KILL_AFTER) return;
        killed = true;
        process.kill(child.pid!, "SIGKILL");
      },
    });
    expect(killed).toBe(true);
    await child.exited;
    const unanswered = burst.filter((message) => message.status === undefined);
    expect(unanswered.length).toBeGreaterThan(0);
    expect(burst.filter((message) => message.status !== undefined && message.status !== 201)).toEqual([]);

    // The next start opens what the killed process left (PGlite: its data folder, mid-write).
    server = await startServerOn(durable, smtp);
    for (const status of await resendUnanswered(a.client.on(server), matchId, burst))
      expect([200, 201]).toContain(status);
    const stored = (await server.db.select().from(messages).where(eq(messages.matchId, matchId))).map(
      (row) => row.clientId,
    );
    expect(stored).toHaveLength(BURST);
    expect(new Set(stored)).toEqual(new Set(burst.map((message) => message.clientId)));
  }, 120_000);
});
