import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config/env";
import { isCommonPassword } from "./common-passwords";
import { createPasswordHasher, readHashParameters } from "./password-hash";

describe("password hashing", () => {
  it("uses scrypt N=2^17, r=8, p=1 by default (OWASP ASVS minimum)", async () => {
    const hasher = createPasswordHasher(loadConfig({}).PASSWORD_HASH_LOG_N);
    const hash = await hasher.hash("correct horse battery staple");
    expect(readHashParameters(hash)).toEqual({ N: 131072, r: 8, p: 1 });
    expect(await hasher.verify({ hash, password: "correct horse battery staple" })).toBe(true);
    expect(await hasher.verify({ hash, password: "correct horse battery stapl" })).toBe(false);
  });

  it("salts every hash and verifies hashes made with other parameters", async () => {
    const fast = createPasswordHasher(10);
    const [a, b] = await Promise.all([fast.hash("same password"), fast.hash("same password")]);
    expect(a).not.toBe(b);
    expect(await createPasswordHasher(12).verify({ hash: a, password: "same password" })).toBe(true);
  });

  it("refuses hashes it did not make", async () => {
    const hasher = createPasswordHasher(10);
    expect(await hasher.verify({ hash: "abcdef:123456", password: "x" })).toBe(false);
  });
});

describe("common passwords", () => {
  it("knows the usual suspects, case-insensitively", () => {
    expect(isCommonPassword("password")).toBe(true);
    expect(isCommonPassword("Password1")).toBe(true);
    expect(isCommonPassword("iloveyou123")).toBe(true);
    expect(isCommonPassword("violet tractor sings")).toBe(false);
  });
});
