import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESS_MIN_BYTES } from "../src/http/compressed-json";
import { place } from "./support/discovery";
import { createMember } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";

/*
 * Issue 17: large JSON answers go compressed (the deck was 50 KB on a slow phone's way to /match's
 * first photo); small ones, writes and the sign-in routes go as they are.
 */

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** The bytes as sent (fetch would decode them), so the encoding itself is what is checked. */
function raw(urlPath: string, headers: Record<string, string>, method = "GET", body?: string) {
  return new Promise<Raw>((resolve, reject) => {
    const req = request(`${server.url}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

let server: TestServer;
let cookie: string;
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
      bio: "Long walks, good coffee and better conversation. ".repeat(4),
    });
  }
  cookie = viewer.client.cookieHeader;
});
afterAll(() => server.close());

const DECK = "/api/discovery/deck";

describe("JSON answers", () => {
  it("go as brotli when the client takes it, the same JSON once decoded", async () => {
    const plain = await raw(DECK, { cookie });
    const br = await raw(DECK, { cookie, "accept-encoding": "gzip, deflate, br" });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("application/json");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(br.headers["cache-control"]).toBe("no-store");
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    const decoded = JSON.parse(brotliDecompressSync(br.body).toString("utf8")) as {
      cards: { profile: { id: string } }[];
    };
    const expected = JSON.parse(plain.body.toString("utf8")) as typeof decoded;
    expect(decoded.cards.map((card) => card.profile.id)).toEqual(expected.cards.map((card) => card.profile.id));
    expect(decoded.cards).toHaveLength(8);
  });

  it("go as gzip to a client that takes only gzip", async () => {
    const gz = await raw(DECK, { cookie, "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.body).toString("utf8"))).toHaveProperty("cards");
  });

  it("go as they are when small", async () => {
    const me = await raw("/api/me", { cookie, "accept-encoding": "br" });
    expect(me.status).toBe(200);
    expect(me.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(me.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(me.body.toString("utf8"))).toHaveProperty("id");
  });

  it("go as they are when they answer a write, however large (a compression side channel reads those)", async () => {
    const bio = "Long walks, good coffee and better conversation. ".repeat(9).trim(); // 440 of the 500 allowed
    const headers = { cookie, "accept-encoding": "br", "content-type": "application/json", origin: server.publicUrl };
    const write = await raw(
      "/api/profile",
      headers,
      "PUT",
      JSON.stringify({
        firstName: "Viewer",
        age: 30,
        gender: "female",
        location: { country: "United States", state: "Texas", city: "Austin" },
        bio,
      }),
    );
    expect(write.status, write.body.toString("utf8")).toBe(200);
    expect(write.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(write.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(write.body.toString("utf8"))).toHaveProperty("profile.bio", bio);
    // The same profile, read, is compressed.
    const read = await raw("/api/profile", { cookie, "accept-encoding": "br" });
    expect(read.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(read.body).toString("utf8"))).toHaveProperty("profile.bio", bio);
  });
});
