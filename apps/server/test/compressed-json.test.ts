import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESS_MIN_BYTES } from "../src/http/compressed-json";
import { place } from "./support/discovery";
import { matchedPair } from "./support/matched";
import { send } from "./support/messages";
import { createMember } from "./support/members";
import { raw } from "./support/raw";
import { startTestServer, type TestServer } from "./support/server";

/*
 * Issue 17: the list reads' JSON goes compressed when large (the deck was 50 KB on a slow phone's way to
 * /match's first photo), as the client asks; small answers go as they are.
 */

let server: TestServer;
let cookie: string;
let loner: string;
let matchId: string;
let pairCookie: string;
const word = `zephyrine${Date.now().toString(36)}`;
beforeAll(async () => {
  server = await startTestServer();
  const here = place();
  const viewer = await createMember(server, { ...here, firstName: "Viewer", gender: "female", interestedIn: "men" });
  for (let i = 0; i < 8; i++) {
    await createMember(server, {
      ...here,
      firstName: `Candidate${i}`,
      gender: "male",
      interestedIn: "women",
      bio: `Long walks, good coffee and better conversation, ${word}. `.repeat(4),
    });
  }
  cookie = viewer.client.cookieHeader;
  // Alone in a town of their own: an empty deck.
  loner = (await createMember(server, { ...place(), gender: "female", interestedIn: "men" })).client.cookieHeader;
  const pair = await matchedPair(server);
  for (let i = 0; i < 20; i++) await send(pair.a.client, pair.matchId, `Message number ${i}: how was your day?`);
  matchId = pair.matchId;
  // A few more conversations, so the list is worth compressing.
  for (let i = 0; i < 3; i++) {
    const other = await createMember(server, { firstName: `Friend${i}` });
    await pair.a.client.post("/api/likes", { targetId: other.id });
    await other.client.post("/api/likes", { targetId: pair.a.id });
  }
  pairCookie = pair.a.client.cookieHeader;
});
afterAll(() => server.close());

const DECK = "/api/discovery/deck";
const json = (body: Buffer) => JSON.parse(body.toString("utf8")) as Record<string, unknown>;

describe("list reads' JSON", () => {
  it("goes as brotli when the client takes it, the same JSON once decoded", async () => {
    const plain = await raw(server, DECK, { cookie });
    const br = await raw(server, DECK, { cookie, "accept-encoding": "gzip, deflate, br" });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("Accept-Encoding");
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("application/json");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(br.headers["cache-control"]).toBe("no-store");
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    const decoded = json(brotliDecompressSync(br.body)) as { cards: { profile: { id: string } }[] };
    const expected = json(plain.body) as typeof decoded;
    expect(decoded.cards).toHaveLength(8);
    expect(decoded.cards.map((card) => card.profile.id)).toEqual(expected.cards.map((card) => card.profile.id));
  });

  it("goes as gzip to a client that takes only gzip", async () => {
    const gz = await raw(server, DECK, { cookie, "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(json(gunzipSync(gz.body))).toHaveProperty("cards");
  });

  it("goes as it is when small", async () => {
    const empty = await raw(server, DECK, { cookie: loner, "accept-encoding": "br" });
    expect(empty.status).toBe(200);
    expect(empty.headers["content-encoding"]).toBeUndefined();
    expect(json(empty.body)).toEqual({ cards: [] });
  });

  it("is compressed on each list read: potential matches, search, conversations, a conversation's messages", async () => {
    const reads = [
      { path: "/api/profiles/potential", who: cookie, key: "profiles" },
      { path: `/api/search?q=${word}`, who: cookie, key: "results" },
      { path: "/api/conversations", who: pairCookie, key: "conversations" },
      { path: `/api/conversations/${matchId}/messages`, who: pairCookie, key: "messages" },
    ];
    for (const { path, who, key } of reads) {
      const plain = await raw(server, path, { cookie: who });
      const br = await raw(server, path, { cookie: who, "accept-encoding": "br" });
      expect(br.status, path).toBe(200);
      expect(plain.body.length, path).toBeGreaterThan(COMPRESS_MIN_BYTES);
      expect(br.headers["content-encoding"], path).toBe("br");
      const body = brotliDecompressSync(br.body);
      expect(json(body), path).toEqual(json(plain.body));
      expect(json(body), path).toHaveProperty(key);
    }
  });

  it("refuses a visitor as before, uncompressed", async () => {
    const visitor = await raw(server, DECK, { "accept-encoding": "br" });
    expect(visitor.status).toBe(401);
    expect(visitor.headers["content-encoding"]).toBeUndefined();
    expect(json(visitor.body)).toHaveProperty("error.code");
  });
});
