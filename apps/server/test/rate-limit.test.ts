import { PHOTO_MESSAGES } from "@kindred/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_LOCKED_MESSAGE } from "../src/modules/auth/sign-in-guard";
import { TestClient, uniqueEmail } from "./support/client";
import * as images from "./support/images";
import { startTestServer, type TestServer } from "./support/server";
import { inOneWindow } from "./support/rate-windows";

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

describe("sign-in throttling per account, without locking out the owner", () => {
  it("locks strangers out after 10 failures from many addresses, while the owner's known browser still signs in", async () => {
    const proxied = await startTestServer({ TRUST_PROXY: "1", RATE_LIMIT_SCALE: "1" });
    try {
      const email = uniqueEmail("spread");
      const from = (client: TestClient, ip: string, password: string) =>
        client.request<{ error: { code: string; message: string } }>("POST", "/api/auth/sign-in/email", {
          json: { email, password },
          headers: { "x-forwarded-for": ip },
        });
      await new TestClient(proxied).request("POST", "/api/auth/sign-up/email", {
        json: { email, password: "the right password" },
        headers: { "x-forwarded-for": "10.0.0.250" },
      });
      // The owner signed in on their phone once: that browser is now known to the account.
      const phone = new TestClient(proxied);
      expect((await from(phone, "10.0.0.251", "the right password")).status).toBe(200);

      for (let i = 0; i < 10; i++)
        expect((await from(new TestClient(proxied), `10.0.1.${i}`, "wrong password!")).status).toBe(401);
      const stranger = await from(new TestClient(proxied), "10.0.2.1", "the right password");
      expect(stranger.status).toBe(429);
      expect(stranger.body.error).toEqual({ code: "RATE_LIMITED", message: SIGN_IN_LOCKED_MESSAGE });
      expect(Number(stranger.headers.get("retry-after"))).toBeGreaterThan(0);

      // The owner is not denied, from any address, on the browser that signed in before.
      expect((await from(phone, "10.0.3.1", "the right password")).status).toBe(200);
      // A device cookie made up or copied onto another account is worth nothing.
      const forger = new TestClient(proxied);
      const forged = await forger.request("POST", "/api/auth/sign-in/email", {
        json: { email, password: "the right password" },
        headers: { "x-forwarded-for": "10.0.2.2", cookie: "kindred_device=abc.def" },
      });
      expect(forged.status).toBe(429);

      // The known browser has a budget of its own: a thief holding it is slowed too.
      for (let i = 0; i < 10; i++) expect((await from(phone, `10.0.4.${i}`, "wrong password!")).status).toBe(401);
      expect((await from(phone, "10.0.4.99", "the right password")).status).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it("lifts the account's lock once the owner resets the password from the mailed link", async () => {
    const proxied = await startTestServer({ TRUST_PROXY: "1", RATE_LIMIT_SCALE: "1" });
    try {
      const email = uniqueEmail("resetlock");
      const attempt = (ip: string, password: string) =>
        new TestClient(proxied).request("POST", "/api/auth/sign-in/email", {
          json: { email, password },
          headers: { "x-forwarded-for": ip },
        });
      await new TestClient(proxied).request("POST", "/api/auth/sign-up/email", {
        json: { email, password: "the right password" },
        headers: { "x-forwarded-for": "10.1.0.250" },
      });
      for (let i = 0; i < 10; i++) expect((await attempt(`10.1.1.${i}`, "wrong password!")).status).toBe(401);
      expect((await attempt("10.1.2.1", "the right password")).status).toBe(429);

      const owner = new TestClient(proxied);
      await owner.request("POST", "/api/auth/request-password-reset", {
        json: { email, redirectTo: "/login" },
        headers: { "x-forwarded-for": "10.1.3.1" },
      });
      const { link } = await proxied.mail.waitFor(email, "Reset your Kindred password");
      const token = new URL(link).pathname.split("/").at(-1)!;
      const reset = await owner.request("POST", "/api/auth/reset-password", {
        json: { token, newPassword: "a fresh new secret" },
        headers: { "x-forwarded-for": "10.1.3.1" },
      });
      expect(reset.status).toBe(200);
      expect((await attempt("10.1.3.2", "a fresh new secret")).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe("image uploads", () => {
  it("bounds how many images a member may have decoded per hour", async () => {
    await inOneWindow(3600, 30);
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
  }, 90_000);
});
