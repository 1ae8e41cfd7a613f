import { request as httpRequest } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, profilePhotos } from "../src/db/schema";
import { TestClient, uniqueEmail } from "./support/client";
import * as images from "./support/images";
import { matchedPair } from "./support/matched";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket, refusedStatus } from "./support/socket";
import { PROOF_HEADER, proofFor } from "./support/proof";

type ApiError = { error: { code: string; message: string } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const EVIL = "https://evil.example";

/** A raw HTTP request with any Host header (fetch does not let a caller pick it). */
function rawPost(port: number, path: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; body: ApiError & Record<string, unknown> }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text || "{}") as ApiError & Record<string, unknown>,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("the default start (PUBLIC_URL unset) works at whatever address a member uses", () => {
  it("signs up and in at http://127.0.0.1:<port> and at a LAN address", async () => {
    const direct = new TestClient({ url: server.url, publicUrl: server.url });
    const email = uniqueEmail("direct");
    expect((await direct.signUp(email)).status).toBe(200);
    expect((await new TestClient({ url: server.url, publicUrl: server.url }).signIn(email)).status).toBe(200);

    const lan = `192.168.1.23:${server.port}`;
    const body = JSON.stringify({ email: uniqueEmail("lan"), password: "a-long-enough-secret" });
    const signUp = await rawPost(
      server.port,
      "/api/auth/sign-up/email",
      {
        host: lan,
        origin: `http://${lan}`,
        "content-type": "application/json",
        [PROOF_HEADER]: await proofFor(server.url, "sign-up"),
      },
      body,
    );
    expect(signUp.status).toBe(200);
  });

  it("opens the live socket from the address the page came from", async () => {
    const direct = new TestClient({ url: server.url, publicUrl: server.url });
    await direct.signUp(uniqueEmail("socket"));
    const socket = await openSocket({ url: server.url, publicUrl: server.url }, direct);
    await socket.close();
    expect(await refusedStatus(server, { origin: EVIL, cookie: direct.cookieHeader })).toBe(403);
  });

  it("still refuses a page at another address, with a message a member can read", async () => {
    const client = new TestClient(server);
    const response = await client.request<ApiError>("POST", "/api/auth/sign-up/email", {
      json: { email: uniqueEmail("evil"), password: "a-long-enough-secret" },
      headers: { origin: EVIL },
    });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe("FORBIDDEN_ORIGIN");
    expect(response.body.error.message).toMatch(/another address/);
    expect(response.body.error.message).not.toMatch(/invalid origin/i);
  });
});

describe("with PUBLIC_URL set", () => {
  it("accepts the public address and refuses any other with a clear message naming it", async () => {
    const pinned = await startTestServer({ PUBLIC_URL: "http://kindred.example" });
    try {
      const email = uniqueEmail("pinned");
      expect((await new TestClient(pinned).signUp(email)).status).toBe(200);
      const elsewhere = new TestClient({ url: pinned.url, publicUrl: pinned.url });
      const refused = await elsewhere.request<ApiError>("POST", "/api/auth/sign-in/email", {
        json: { email, password: "a-long-enough-secret" },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({
        code: "FORBIDDEN_ORIGIN",
        message:
          "This request came from a page at another address. Please open Kindred at http://kindred.example and try again.",
      });
    } finally {
      await pinned.close();
    }
  });
});

describe("every state-changing route checks the Origin, not only /api/auth", () => {
  it("refuses cross-origin writes made with the member's cookie, and changes nothing", async () => {
    const { a, b, matchId } = await matchedPair(server, ["Orla", "Pete"]);
    await b.client.post(`/api/conversations/${matchId}/messages`, {
      clientId: crypto.randomUUID(),
      content: "unread by Orla",
    });
    const evil = { origin: EVIL };
    const form = async (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      data.append("file", new Blob([new Uint8Array(await images.jpeg(64, 64))], { type: "image/jpeg" }), "p.jpg");
      return data;
    };

    const attempts = [
      await a.client.request<ApiError>("POST", `/api/conversations/${matchId}/messages`, {
        body: await form({ clientId: "evil-1", content: "sent by a foreign page" }),
        headers: evil,
      }),
      await a.client.request<ApiError>("POST", "/api/photos", { body: await form({}), headers: evil }),
      await a.client.request<ApiError>("POST", `/api/conversations/${matchId}/read`, { headers: evil }),
      await a.client.request<ApiError>("POST", "/api/blocks", { json: { userId: b.id }, headers: evil }),
      await a.client.request<ApiError>("PUT", "/api/discovery/preferences", {
        json: { minAge: 40, maxAge: 41, distanceKm: 5 },
        headers: evil,
      }),
      // A browser that sends no Origin still says where the request came from.
      await a.client.request<ApiError>("POST", `/api/conversations/${matchId}/read`, {
        headers: { origin: "", "sec-fetch-site": "cross-site" },
      }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe("FORBIDDEN_ORIGIN");
    }
    expect(await server.db.$count(messages, eq(messages.senderId, a.id))).toBe(0);
    expect(await server.db.$count(profilePhotos, eq(profilePhotos.userId, a.id))).toBe(0);
    const [unread] = await server.db.select().from(messages).where(eq(messages.matchId, matchId));
    expect(unread!.isRead).toBe(false);
    expect((await a.client.get<{ minAge: number }>("/api/discovery/preferences")).body.minAge).not.toBe(40);

    // The same requests from our own pages go through.
    expect((await a.client.request("POST", `/api/conversations/${matchId}/read`)).status).toBe(200);
    expect((await a.client.request("POST", "/api/photos", { body: await form({}) })).status).toBe(201);
  });

  it("lets through a client that is not a browser (no Origin, no Sec-Fetch-Site)", async () => {
    const { a } = await matchedPair(server, ["Quin", "Rae"]);
    const response = await a.client.request("PUT", "/api/discovery/preferences", {
      json: { minAge: 30, maxAge: 45, distanceKm: 50 },
      headers: { origin: "" },
    });
    expect(response.status).toBe(200);
  });
});
