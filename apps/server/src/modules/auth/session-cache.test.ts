import { describe, expect, it } from "vitest";
import { createSessionCache, type SessionRecord } from "./session-cache";

const record = (sessionId: string, userId: string): SessionRecord => ({
  sessionId,
  token: `token-${sessionId}`,
  expiresAt: new Date(Date.now() + 86_400_000),
  createdAt: new Date(),
  updatedAt: new Date(0),
  user: {
    id: userId,
    email: `${userId}@example.com`,
    emailVerified: true,
    role: "user",
    createdAt: new Date(),
    locale: "en",
  },
});

/** A database stand-in that counts reads and answers what `rows` holds now. */
function table(rows: Record<string, SessionRecord>) {
  let reads = 0;
  return {
    rows,
    get reads() {
      return reads;
    },
    reader: (token: string) => async () => {
      reads += 1;
      return rows[token];
    },
  };
}

describe("the session cache", () => {
  it("answers a found session from memory until it is too old, and never keeps a miss", async () => {
    let now = 1_000;
    const cache = createSessionCache({ ttlMs: 5_000, now: () => now });
    const db = table({ a: record("s1", "u1") });
    expect(await cache.get("a", db.reader("a"))).toMatchObject({ sessionId: "s1" });
    expect(await cache.get("a", db.reader("a"))).toMatchObject({ sessionId: "s1" });
    expect(db.reads).toBe(1);
    now += 5_000;
    await cache.get("a", db.reader("a"));
    expect(db.reads).toBe(2);

    expect(await cache.get("b", db.reader("b"))).toBeUndefined();
    db.rows.b = record("s2", "u1");
    expect(await cache.get("b", db.reader("b"))).toMatchObject({ sessionId: "s2" });
    expect(db.reads).toBe(4);
  });

  it("drops a member's sessions, or only the named ones", async () => {
    const cache = createSessionCache();
    const db = table({ a: record("s1", "u1"), b: record("s2", "u1"), c: record("s3", "u2") });
    for (const token of ["a", "b", "c"]) await cache.get(token, db.reader(token));
    expect(cache.size()).toBe(3);

    cache.forget(["u1"], ["s2"]);
    expect(cache.size()).toBe(2);
    delete db.rows.b;
    expect(await cache.get("b", db.reader("b"))).toBeUndefined();

    cache.forget(["u1"]);
    delete db.rows.a;
    expect(await cache.get("a", db.reader("a"))).toBeUndefined();
    const before = db.reads;
    expect(await cache.get("c", db.reader("c"))).toMatchObject({ sessionId: "s3" });
    expect(db.reads).toBe(before);
  });

  it("does not keep what a read that began before a revocation found", async () => {
    const cache = createSessionCache();
    const db = table({ a: record("s1", "u1") });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cache.get("a", async () => {
      const found = db.rows.a;
      await gate;
      return found;
    });
    cache.forget(["u1"]);
    delete db.rows.a;
    // A request after the revocation does not share the read in flight.
    expect(await cache.get("a", db.reader("a"))).toBeUndefined();
    release();
    expect(await slow).toMatchObject({ sessionId: "s1" });
    expect(await cache.get("a", db.reader("a"))).toBeUndefined();
  });

  it("shares one read among concurrent requests for a token", async () => {
    const cache = createSessionCache();
    const db = table({ a: record("s1", "u1") });
    await Promise.all([1, 2, 3].map(() => cache.get("a", db.reader("a"))));
    expect(db.reads).toBe(1);
  });

  it("holds at most maxEntries, dropping the oldest", async () => {
    const cache = createSessionCache({ maxEntries: 2 });
    const db = table({ a: record("s1", "u1"), b: record("s2", "u2"), c: record("s3", "u3") });
    for (const token of ["a", "b", "c"]) await cache.get(token, db.reader(token));
    expect(cache.size()).toBe(2);
    await cache.get("a", db.reader("a"));
    expect(db.reads).toBe(4);
  });

  it("remembers a recorded last use and forgets a token on demand", async () => {
    const cache = createSessionCache();
    const db = table({ a: record("s1", "u1") });
    await cache.get("a", db.reader("a"));
    const at = new Date();
    cache.touched("s1", at);
    expect((await cache.get("a", db.reader("a")))!.updatedAt).toEqual(at);
    cache.forgetToken("a");
    await cache.get("a", db.reader("a"));
    expect(db.reads).toBe(2);
  });
});
