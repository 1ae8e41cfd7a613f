import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Database } from "../src/db/client";
import { createJobQueue, type JobQueue } from "../src/jobs/queue";
import { createLogger } from "../src/lib/logger";
import { createTestDatabase } from "./support/database";
import { jobStates } from "./support/jobs";

/** The queue itself, on the engine under test (PGlite, or PostgreSQL in CI): no server. */
let database: Database & { url?: string };
const open: JobQueue[] = [];
const log = createLogger("silent");

const start = async (pollingIntervalSeconds = 0.25) => {
  const queue = await createJobQueue({ database, log, pollingIntervalSeconds });
  open.push(queue);
  return queue;
};
const waitUntil = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("Timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((queue) => queue.stop()));
});
afterAll(() => database.close());

describe("the job queue (pg-boss on the app's database)", () => {
  it("creates many queues at once, from two processes, without a deadlock", async () => {
    // On PostgreSQL, creations at once deadlocked (pg-boss makes a table per queue): a data export's
    // first send answered 500 and notifications were lost. Two queues stand for two processes.
    const [one, two] = await Promise.all([start(60), start(60)]);
    const names = Array.from({ length: 12 }, (_, i) => `test.create-${i}`);
    const ids = await Promise.all(names.flatMap((name) => [one.send(name, { name }), two.send(name, { name })]));
    expect(ids.filter((id) => id !== null).length).toBeGreaterThanOrEqual(names.length);
  });

  it("runs a job sent now at once, with its data, and records it completed", async () => {
    // Its worker would poll again only in a minute: the send wakes it.
    const queue = await start(60);
    const seen: { n: number; nested: { list: number[] } }[] = [];
    await queue.work<{ n: number; nested: { list: number[] } }>("test.now", async (data) => {
      seen.push(data);
    });
    const id = await queue.send("test.now", { n: 1, nested: { list: [1, 2] } }, { singletonKey: "now-1" });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await waitUntil(() => seen.length === 1);
    expect(seen).toEqual([{ n: 1, nested: { list: [1, 2] } }]);
    await waitUntil(async () => (await jobStates(database.db, "test.now", "now-1"))[0] === "completed");
  });

  it("keeps one queued job per singleton key; jobs without a key are all kept", async () => {
    const queue = await start();
    expect(await queue.send("test.single", { n: 1 }, { singletonKey: "k", startAfterSeconds: 60 })).not.toBeNull();
    expect(await queue.send("test.single", { n: 2 }, { singletonKey: "k", startAfterSeconds: 60 })).toBeNull();
    expect(await queue.send("test.single", { n: 3 }, { singletonKey: "other", startAfterSeconds: 60 })).not.toBeNull();
    const keyless = await Promise.all(
      [1, 2, 3].map((n) => queue.send("test.single", { n }, { startAfterSeconds: 60 })),
    );
    expect(keyless.every((id) => id !== null)).toBe(true);
  });

  it("waits for a delayed job's time", async () => {
    const queue = await start();
    let ranAt = 0;
    await queue.work("test.later", async () => {
      ranAt = Date.now();
    });
    const sentAt = Date.now();
    await queue.send("test.later", {}, { startAfterSeconds: 1 });
    await waitUntil(() => ranAt > 0);
    expect(ranAt - sentAt).toBeGreaterThanOrEqual(900);
  });

  it("retries a job whose handler throws, later (not in a tight loop)", async () => {
    const queue = await start();
    let calls = 0;
    await queue.work("test.fails", async () => {
      calls += 1;
      throw new Error("mail server away");
    });
    await queue.send("test.fails", {}, { singletonKey: "fails" });
    await waitUntil(async () => (await jobStates(database.db, "test.fails", "fails"))[0] === "retry");
    const [job] = await queryRows<{ retry_count: number; later: boolean }>(
      database.db,
      sql`select retry_count, start_after > now() + interval '10 seconds' as later
        from pgboss.job where name = 'test.fails'`,
    );
    expect(job).toEqual({ retry_count: 0, later: true });
    expect(calls).toBe(1);
  });

  it("finishes the job in hand before stop resolves", async () => {
    const queue = await start();
    let finished = false;
    let began = false;
    await queue.work("test.slow", async () => {
      began = true;
      await new Promise((resolve) => setTimeout(resolve, 400));
      finished = true;
    });
    await queue.send("test.slow", {}, { singletonKey: "slow" });
    await waitUntil(() => began);
    await queue.stop();
    expect(finished).toBe(true);
    expect(await jobStates(database.db, "test.slow", "slow")).toEqual(["completed"]);
  });

  it("a job queued before a stop runs in the next queue started on the database", async () => {
    const first = await start();
    await first.send("test.restart", { who: "ada" }, { singletonKey: "restart", startAfterSeconds: 1 });
    await first.stop();

    const second = await start();
    const ran: string[] = [];
    await second.work<{ who: string }>("test.restart", async (data) => {
      ran.push(data.who);
    });
    await waitUntil(() => ran.length > 0);
    expect(ran).toEqual(["ada"]);
  });
});
