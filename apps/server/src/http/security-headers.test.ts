import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import {
  API_CONTENT_SECURITY_POLICY,
  apiSecurityHeaderList,
  securityHeaderList,
  securityHeaders,
} from "./security-headers";

/** The configuration the server used through hono's secureHeaders: the list must send exactly this. */
const honoSecureHeaders = (https: boolean) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "same-origin",
    xFrameOptions: "DENY",
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: {
      accelerometer: [],
      camera: ["self"],
      geolocation: ["self"],
      gyroscope: [],
      magnetometer: [],
      microphone: [],
      payment: [],
      usb: [],
    },
  });

const BASE_HEADERS = new Set(["content-type", "content-length", "date", "connection", "keep-alive"]);
const securityHeadersOf = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !BASE_HEADERS.has(name)));

function appWith(middleware: ReturnType<typeof securityHeaders>) {
  return new Hono()
    .use("*", middleware)
    .get("/json", (c) => c.json({ ok: true }))
    .get("/api/json", (c) => c.json({ ok: true }))
    .get("/api/raw", () => new Response("raw", { headers: { "X-Content-Type-Options": "nosniff" } }))
    .get("/api/cached", (c) => c.json({ ok: true }, 200, { "Cache-Control": "private, max-age=60" }))
    .get("/api/boom", () => {
      throw new Error("boom");
    })
    .get("/raw", () => new Response("raw", { headers: { "X-Content-Type-Options": "nosniff" } }))
    .get("/boom", () => {
      throw new Error("boom");
    })
    .onError((_error, c) => c.json({ error: "boom" }, 500));
}

async function overHttp(app: Hono, paths: string[]) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listening));
  });
  try {
    const { port } = server.address() as AddressInfo;
    return await Promise.all(
      paths.map(async (path) => securityHeadersOf((await fetch(`http://127.0.0.1:${port}${path}`)).headers)),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("security headers", () => {
  for (const https of [false, true]) {
    it(`are the ones hono's secureHeaders sent, on every kind of answer (https: ${https})`, async () => {
      const expected = securityHeadersOf((await appWith(honoSecureHeaders(https)).request("/json")).headers);
      expect(Object.keys(expected)).toHaveLength(https ? 13 : 12);
      expect(Object.fromEntries(securityHeaderList(https).map(([k, v]) => [k.toLowerCase(), v]))).toEqual(expected);

      const paths = ["/json", "/raw", "/boom", "/missing"];
      // Through Node's response object (a real server), and on the finished response (no Node response).
      for (const headers of await overHttp(appWith(securityHeaders(https)), paths)) expect(headers).toEqual(expected);
      for (const path of paths) {
        const response = await appWith(securityHeaders(https)).request(path);
        expect(securityHeadersOf(response.headers)).toEqual(expected);
      }
    });
  }

  for (const https of [false, true]) {
    it(`on an API answer are the API's: nothing in it may load, run, frame or embed (https: ${https})`, async () => {
      const expected = Object.fromEntries(apiSecurityHeaderList(https).map(([k, v]) => [k.toLowerCase(), v]));
      expect(expected).toEqual({
        "cross-origin-resource-policy": "same-origin",
        "referrer-policy": "same-origin",
        ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "content-security-policy": API_CONTENT_SECURITY_POLICY,
      });
      expect(API_CONTENT_SECURITY_POLICY).toMatch(/^default-src 'none';/);
      // Never stored, unless the route says how it may be.
      expected["cache-control"] = "no-store";
      const paths = ["/api/json", "/api/raw", "/api/boom", "/api/missing"];
      for (const headers of await overHttp(appWith(securityHeaders(https)), paths)) expect(headers).toEqual(expected);
      for (const path of paths) {
        const response = await appWith(securityHeaders(https)).request(path);
        expect(securityHeadersOf(response.headers)).toEqual(expected);
      }
      const ownCaching = { ...expected, "cache-control": "private, max-age=60" };
      expect(await overHttp(appWith(securityHeaders(https)), ["/api/cached"])).toEqual([ownCaching]);
      expect(securityHeadersOf((await appWith(securityHeaders(https)).request("/api/cached")).headers)).toEqual(
        ownCaching,
      );
    });
  }
});
