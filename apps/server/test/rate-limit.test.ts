import { PHOTO_MESSAGES } from "@kindred/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient, uniqueEmail } from "./support/client";
import * as images from "./support/images";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SCALE: "1" });
});
afterAll(() => server.close());

describe("sign-in throttling", () => {
  it("answers 429 after repeated failures from one address, with the error shape and Retry-After", async () => {
    const email = uniqueEmail("throttle");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push((await new TestClient(server).signIn(email, "wrong password!")).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const blocked = await new TestClient(server).signIn(email, "wrong password!");
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: { code: "RATE_LIMITED" } });
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("sign-in throttling per email", () => {
  it("locks an email after 10 failures even when they come from many addresses", async () => {
    const proxied = await startTestServer({ TRUST_PROXY: "1", RATE_LIMIT_SCALE: "1" });
    try {
      const email = uniqueEmail("spread");
      await new TestClient(proxied).request("POST", "/api/auth/sign-up/email", {
        json: { email, password: "the right password" },
        headers: { "x-forwarded-for": "10.0.0.250" },
      });
      const attempt = (ip: string, password: string) =>
        new TestClient(proxied).request("POST", "/api/auth/sign-in/email", {
          json: { email, password },
          headers: { "x-forwarded-for": ip },
        });
      for (let i = 0; i < 10; i++) expect((await attempt(`10.0.1.${i}`, "wrong password!")).status).toBe(401);
      const locked = await attempt("10.0.2.1", "the right password");
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({ error: { code: "RATE_LIMITED" } });
    } finally {
      await proxied.close();
    }
  });
});

describe("image uploads", () => {
  it("bounds how many images a member may have decoded per hour", async () => {
    const strict = await startTestServer({ RATE_LIMIT_SCALE: "0.02" }); // 100 x 0.02 = 2 images an hour
    try {
      const client = new TestClient(strict);
      await client.signUp(uniqueEmail("uploader"));
      const upload = async () => {
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(await images.jpeg(64, 64))], { type: "image/jpeg" }), "p.jpg");
        return client.request<{ error?: { code: string; message: string } }>("POST", "/api/photos", { body: form });
      };
      expect((await upload()).status).toBe(201);
      expect((await upload()).status).toBe(201);
      const third = await upload();
      expect(third.status).toBe(429);
      expect(third.body.error?.message).toBe(PHOTO_MESSAGES.uploadsRateLimited);
      expect((await client.get<{ photos: unknown[] }>("/api/photos")).body.photos).toHaveLength(2);
    } finally {
      await strict.close();
    }
  });
});
