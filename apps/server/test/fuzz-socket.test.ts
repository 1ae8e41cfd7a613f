import { REALTIME_CLOSE } from "@kindred/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { socketFrame } from "./fuzz/arbitraries";
import { tablesDigest } from "./fuzz/digest";
import { TestClient } from "./support/client";
import { matchedPair } from "./support/matched";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket } from "./support/socket";

/**
 * Generated frames on a member's live socket: each is answered as the protocol says (a `ready` to a
 * ping, an `error` event, or a close with one of our codes), never with an internal error, and no frame
 * changes a table. `FUZZ_RUNS` sets the frames (one socket each, then a ping to see it still serves).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const OUR_CLOSE_CODES: number[] = [REALTIME_CLOSE.notJson, REALTIME_CLOSE.forbiddenEvent, REALTIME_CLOSE.tooBig];

let server: TestServer;
let pair: Awaited<ReturnType<typeof matchedPair>>;
beforeAll(async () => {
  server = await startTestServer({ SMTP_URL: "" });
  pair = await matchedPair(server, ["Sock", "Et"]);
}, 60_000);
afterAll(() => server?.close());

describe("fuzzing the socket's frames", () => {
  it(`answers every frame by the protocol and changes no table (${RUNS} frames)`, async () => {
    const before = await tablesDigest(server);
    const outcomes: Record<string, number> = {};
    await fc.assert(
      fc.asyncProperty(socketFrame([pair.matchId]), async (frame) => {
        const socket = await openSocket(server, pair.a.client);
        try {
          await socket.next("ready");
          socket.events.length = 0;
          socket.ws.send(typeof frame === "string" ? frame : Buffer.from(frame), { binary: typeof frame !== "string" });
          // A ping after the frame: its `ready` says the socket still serves and everything before it
          // was answered; a close says the frame was refused, and how.
          socket.ws.send(JSON.stringify({ type: "ping" }));
          const outcome = await Promise.race([
            socket.next("ready", undefined, 10_000).then(() => "served"),
            socket.closed.then(({ code }) => code),
          ]);
          const shown = String(frame).slice(0, 120);
          if (outcome !== "served")
            expect(OUR_CLOSE_CODES, `${shown} closed the socket with ${outcome}`).toContain(outcome);
          const errors = socket.events.filter((event) => event.type === "error");
          for (const error of errors) expect(error.code, shown).toBe("FORBIDDEN");
          const key =
            outcome === "served" ? (errors.length ? "served, with an error event" : "served") : `closed ${outcome}`;
          outcomes[key] = (outcomes[key] ?? 0) + 1;
        } finally {
          await socket.close();
        }
      }),
      { numRuns: RUNS },
    );
    console.log(`socket fuzz: ${RUNS} frames; outcomes ${JSON.stringify(outcomes)}`);
    expect(await tablesDigest(server)).toEqual(before);
    expect((await new TestClient(server).get("/api/health")).status).toBe(200);
  }, 120_000);
});
