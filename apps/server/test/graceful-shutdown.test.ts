import { REALTIME_CLOSE } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../src/db/schema";
import { startChildServer } from "./support/child-server";
import { createDurableDatabase, startServerOn, type DurableDatabase } from "./support/durable-server";
import { matchedPair } from "./support/matched";
import { resendUnanswered, sendBurst } from "./support/message-burst";
import type { TestServer } from "./support/server";
import { startSmtpCapture, type SmtpCapture } from "./support/smtp";
import { openSocket } from "./support/socket";

/**
 * SIGTERM drains (issue 29): the real entry point, in its own process, gets the signal in the middle of a
 * burst of messages. What it had accepted it stores; what it refused the clients send again, with the
 * same client ids, to the next process; in the end each message is stored exactly once.
 */
const BURST = 120;
const SENDERS = 6;
/** Acknowledged sends before the signal: the burst is well under way, with requests in flight. */
const SIGNAL_AFTER = 30;

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

describe("SIGTERM during a burst of messages", () => {
  it("finishes what it accepted, asks sockets to reconnect, exits 0, and loses no message", async () => {
    server = await startServerOn(durable, smtp);
    const { a, b, matchId } = await matchedPair(server, ["Iris", "Jon"]);
    await server.close();
    server = undefined;

    const child = await startChildServer(durable.env);
    const sender = a.client.on(child);
    const socket = await openSocket(child, b.client.on(child));

    let signalled = false;
    const outcomes = await sendBurst(sender, matchId, {
      count: BURST,
      senders: SENDERS,
      label: "drain",
      onAcknowledged: (n) => {
        if (n !== SIGNAL_AFTER) return;
        signalled = true;
        process.kill(child.pid!, "SIGTERM");
      },
    });
    expect(signalled).toBe(true);
    expect(await child.exited).toBe(0);
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.serverRestart);

    // No request was answered with a failure: each was either stored (201) or never taken (no answer).
    const answered = outcomes.filter((outcome) => outcome.status !== undefined);
    expect(answered.filter((outcome) => outcome.status !== 201)).toEqual([]);
    // The requests in flight when the signal came were finished, not cut.
    expect(answered.length).toBeGreaterThan(SIGNAL_AFTER);

    // The next process: every acknowledged message is there; the others are sent again and stored once.
    server = await startServerOn(durable, smtp);
    const stored = async () =>
      (await server!.db.select().from(messages).where(eq(messages.matchId, matchId))).map((row) => row.clientId);
    const afterDrain = new Set(await stored());
    for (const outcome of answered) expect(afterDrain.has(outcome.clientId)).toBe(true);
    for (const status of await resendUnanswered(a.client.on(server), matchId, outcomes))
      expect([200, 201]).toContain(status);
    const all = await stored();
    expect(all).toHaveLength(BURST);
    expect(new Set(all)).toEqual(new Set(outcomes.map((outcome) => outcome.clientId)));
  }, 90_000);
});
