import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { RateLimiter } from "../../lib/rate-limiter";
import { createSignInGuard } from "./sign-in-guard";

const EMAIL = "owner@example.com";
const limiter = {
  peek: async () => ({ allowed: true, count: 0, max: 1, retryAfterSeconds: 0 }),
  hit: async () => ({ allowed: true, count: 1, max: 1, retryAfterSeconds: 0 }),
  reset: async () => undefined,
} as unknown as RateLimiter;

/** The device cookie a successful sign-in sets, and whether the guard knows the browser that sends it back. */
function guardOver(secure: boolean) {
  const guard = createSignInGuard({ limiter, secret: "a-test-secret", secure });
  const app = new Hono().get("/", async (c) => c.json({ known: Boolean((await guard.admit(c, EMAIL)).nonce) }));
  return {
    issue: async () => {
      const answer = await guard.succeeded(EMAIL, { key: "stranger" }, new Response("{}"));
      return answer.headers.getSetCookie()[0]!;
    },
    knows: async (cookie: string) =>
      ((await (await app.request("/", { headers: { cookie } })).json()) as { known: boolean }).known,
  };
}

describe("the device cookie", () => {
  it("over https is named __Secure-, Secure, and only the prefixed name is honoured", async () => {
    const { issue, knows } = guardOver(true);
    const cookie = await issue();
    expect(cookie).toMatch(/^__Secure-kindred_device=[\w-]+\.[\w-]+; /);
    expect(cookie).toMatch(/; Secure(;|$)/);
    const pair = cookie.split(";")[0]!;
    expect(await knows(pair)).toBe(true);
    // The same value without the prefix could have come from plain http or a sibling subdomain.
    expect(await knows(pair.replace(/^__Secure-/, ""))).toBe(false);
  });

  it("on plain http keeps the bare name, without Secure (a browser drops that there)", async () => {
    const { issue, knows } = guardOver(false);
    const cookie = await issue();
    expect(cookie).toMatch(/^kindred_device=/);
    expect(cookie).not.toMatch(/Secure/);
    expect(await knows(cookie.split(";")[0]!)).toBe(true);
  });
});
