import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { ServerEvent } from "@kindred/contracts";
import { createLogger } from "../src/lib/logger";
import { createPgEventBus, type Envelope } from "../src/modules/realtime/event-bus";

/** The PostgreSQL event bus (the PostgreSQL run of the suite): local at once, other processes by NOTIFY, never twice. */
const url = process.env.DATABASE_URL;
const log = createLogger("silent");

describe.runIf(Boolean(url))("PostgreSQL event bus", () => {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  afterAll(() => pool.end());

  it("delivers to this process before the publish returns, to another bus once, and never echoes back", async () => {
    const here = await createPgEventBus(pool, log);
    const there = await createPgEventBus(pool, log);
    const heard: { here: Envelope[]; there: Envelope[] } = { here: [], there: [] };
    here.subscribe((envelope) => heard.here.push(envelope));
    there.subscribe((envelope) => heard.there.push(envelope));
    const event: ServerEvent = { type: "presence", userId: "00000000-0000-4000-8000-000000000001", online: true };

    const published = here.publish(["member-a"], event);
    expect(heard.here).toEqual([{ to: ["member-a"], event }]); // synchronously, no database round trip
    await published;
    await expect.poll(() => heard.there.length).toBe(1);
    expect(heard.there[0]).toEqual({ to: ["member-a"], event });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.here).toHaveLength(1);
    expect(heard.there).toHaveLength(1);
    await Promise.all([here.close(), there.close()]);
  });

  it("gives its connection back once: a failure after close() is the pool's alone, not a second release", async () => {
    // One connection: the bus listens on it, and after close() it waits idle in the pool.
    const single = new pg.Pool({ connectionString: url, max: 1 });
    single.on("error", () => undefined); // the idle connection's end, which the pool reports
    try {
      const bus = await createPgEventBus(single, log);
      await bus.close();
      const { rows } = await single.query<{ pid: number }>("select pg_backend_pid() as pid");
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
      await admin.end();
      // Before the fix, the bus's error listener released it again and the pool threw, uncaught.
      await expect.poll(() => single.totalCount).toBe(0);
    } finally {
      await single.end();
    }
  });

  it("sends a burst to another bus whole and in order, the same event twice included", async () => {
    const here = await createPgEventBus(pool, log);
    const there = await createPgEventBus(pool, log);
    const heard: Envelope[] = [];
    there.subscribe((envelope) => heard.push(envelope));
    const online = (n: number): ServerEvent => ({ type: "presence", userId: `member-${n}`, online: n % 2 === 0 });
    // Published in one turn they leave as one batch (one transaction), where PostgreSQL would deliver a
    // repeated payload once: a member who goes offline and online again must be heard both times.
    const events = [online(0), online(1), online(0), online(1), ...Array.from({ length: 40 }, (_, n) => online(n))];
    await Promise.all(events.map((event) => here.publish(["member-a"], event)));
    await expect.poll(() => heard.length).toBe(events.length);
    expect(heard.map((envelope) => envelope.event)).toEqual(events);
    await Promise.all([here.close(), there.close()]);
  });

  it("NOTIFYs no event while no other bus listens, and again once another starts", async () => {
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    const payloads: string[] = [];
    watcher.on("notification", (message) => payloads.push(message.payload ?? ""));
    await watcher.query("listen kindred_events");
    const sent = (userId: string) => payloads.filter((payload) => payload.includes(userId)).length;
    const event = (n: number): ServerEvent => ({ type: "presence", userId: `member-${n}`, online: true });

    // Past the wait for answers to its hello (a bus cannot know at once who listens), nobody heard.
    const short = { peerTtlMs: 300, answerWaitMs: 100 };
    const here = await createPgEventBus(pool, log, short);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await here.publish(["member-a"], event(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent("member-1")).toBe(0);

    const there = await createPgEventBus(pool, log, short);
    const heard: Envelope[] = [];
    there.subscribe((envelope) => heard.push(envelope));
    await expect.poll(async () => (await here.publish(["member-a"], event(2)), heard.length)).toBeGreaterThan(0);
    expect(heard[0]).toEqual({ to: ["member-a"], event: event(2) });
    // A bus says it is here every third of its peer life: `here` goes on sending while `there` listens.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const before = heard.length;
    await here.publish(["member-a"], event(3));
    await expect.poll(() => heard.length).toBe(before + 1);
    await Promise.all([here.close(), there.close(), watcher.end()]);
  });
});
