import { describe, expect, it } from "vitest";
import { createTokenSigner } from "./signed-token";

const HOUR = 60 * 60 * 1000;
const later = () => new Date(Date.now() + HOUR);

describe("signed tokens", () => {
  const signer = createTokenSigner("a-secret-of-some-length");

  it("gives back the ids it signed, until the expiry", () => {
    const expires = later();
    const token = signer.sign("appeal", ["notice-1", "user-1"], expires);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(signer.verify("appeal", token)).toEqual(["notice-1", "user-1"]);
    expect(signer.verify("appeal", token, new Date(expires.getTime() - 2000))).toEqual(["notice-1", "user-1"]);
    expect(signer.verify("appeal", token, new Date(expires.getTime() + 1000))).toBeUndefined();
  });

  it("refuses an expired token", () => {
    const token = signer.sign("appeal", ["n", "u"], new Date(Date.now() - 1000));
    expect(signer.verify("appeal", token)).toBeUndefined();
  });

  it("refuses a token made for another purpose or under another secret", () => {
    const token = signer.sign("appeal", ["n", "u"], later());
    expect(signer.verify("reset", token)).toBeUndefined();
    expect(createTokenSigner("another-secret").verify("appeal", token)).toBeUndefined();
  });

  it("refuses altered ids, expiry or signature, and shapes that are not tokens", () => {
    const token = signer.sign("appeal", ["notice-1", "user-1"], later());
    const [payload, signature] = token.split(".") as [string, string];
    const forge = (ids: string[], expiry: number) =>
      `${Buffer.from([...ids, String(expiry)].join("\n")).toString("base64url")}.${signature}`;
    const expiry = Number(Buffer.from(payload, "base64url").toString().split("\n").pop());
    expect(signer.verify("appeal", forge(["notice-2", "user-1"], expiry))).toBeUndefined();
    expect(signer.verify("appeal", forge(["notice-1", "user-1"], expiry + 3600))).toBeUndefined();
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    expect(signer.verify("appeal", `${payload}.${flipped}`)).toBeUndefined();
    expect(signer.verify("appeal", `${payload}.${signature.slice(0, -2)}`)).toBeUndefined();
    for (const bad of ["", ".", payload, `${payload}.`, `.${signature}`, `${token}.x`, "a.b", "ü.ö"]) {
      expect(signer.verify("appeal", bad)).toBeUndefined();
    }
  });

  it("refuses to sign ids that would blur the token's fields, or to work without a secret", () => {
    expect(() => signer.sign("appeal", ["a\nb"], later())).toThrow();
    expect(() => createTokenSigner("")).toThrow();
  });
});
