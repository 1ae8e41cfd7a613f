import { parseSigned, serializeSigned } from "hono/utils/cookie";
import { describe, expect, it } from "vitest";
import { verifySigned } from "./session-reader";

const secret = "a-test-secret-that-is-long-enough-0123456789";
/** The cookie's value as a browser sends it back: what hono (and better-auth) signed. */
const signed = async (value: string, key = secret) =>
  decodeURIComponent((await serializeSigned("s", value, key)).split(";")[0]!.slice("s=".length));

const tamperFirstSignatureCharacter = (cookie: string) => {
  const at = cookie.lastIndexOf(".") + 1;
  return cookie.slice(0, at) + (cookie[at] === "A" ? "B" : "A") + cookie.slice(at + 1);
};

describe("verifySigned", () => {
  it("accepts exactly the cookies hono's signed-cookie reader accepts", async () => {
    const good = await signed("session-token-123");
    const cases = [
      good,
      await signed("session-token-123", "another-secret-another-secret-another"),
      good.replace("session-token-123", "session-token-124"),
      tamperFirstSignatureCharacter(good),
      good + "x",
      "no-signature",
      ".onlysignature=",
      "",
    ];
    for (const cookie of cases) {
      const hono = (await parseSigned(`s=${encodeURIComponent(cookie)}`, secret, "s")).s;
      expect(verifySigned(cookie, secret), cookie).toBe(hono === false ? undefined : hono);
    }
    expect(verifySigned(good, secret)).toBe("session-token-123");
    expect(verifySigned(undefined, secret)).toBeUndefined();
  });
});
