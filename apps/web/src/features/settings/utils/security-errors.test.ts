import { SECURITY_TEXT } from "@kindred/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { addPasskeyError, securityError } from "./security-errors";

const named = (name: string) => Object.assign(new Error("x"), { name });

describe("a refused two-factor step", () => {
  it("puts a wrong password or code under its field", () => {
    expect(securityError(new ApiError(401, "INVALID_CREDENTIALS", SECURITY_TEXT.wrongCode))).toEqual({
      message: SECURITY_TEXT.wrongCode,
      onField: true,
    });
  });

  it("says a lock above the form, in the server's words", () => {
    const locked = new ApiError(429, "RATE_LIMITED", SECURITY_TEXT.codesLocked);
    expect(securityError(locked)).toEqual({ message: SECURITY_TEXT.codesLocked, onField: false });
    expect(securityError(new Error("boom"))).toEqual({ message: SECURITY_TEXT.twoFactorFailed, onField: false });
  });
});

describe("adding a passkey that didn't work", () => {
  it("says nothing when the member closed the prompt", () => {
    expect(addPasskeyError(named("NotAllowedError"))).toBeUndefined();
    expect(addPasskeyError(named("AbortError"))).toBeUndefined();
  });

  it("tells a passkey already on this device apart from a failure", () => {
    expect(addPasskeyError(named("InvalidStateError"))).toBe(SECURITY_TEXT.passkeyExists);
    expect(addPasskeyError(named("SecurityError"))).toBe(SECURITY_TEXT.passkeyFailed);
    expect(addPasskeyError(new ApiError(403, "FORBIDDEN", SECURITY_TEXT.signInAgainFirst))).toBe(
      SECURITY_TEXT.signInAgainFirst,
    );
  });
});
