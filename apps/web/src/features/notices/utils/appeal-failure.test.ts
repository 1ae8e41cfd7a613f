import { NOTICE_TEXT } from "@kindred/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { appealFailureMessage } from "./appeal-failure";

describe("appealFailureMessage", () => {
  it("says an appeal was already filed on 409", () => {
    expect(appealFailureMessage(new ApiError(409, "CONFLICT", "Already appealed"))).toBe(NOTICE_TEXT.appealAlready);
  });

  it("says the link ran out when the token is refused", () => {
    expect(appealFailureMessage(new ApiError(400, "INVALID_TOKEN", "Bad token"))).toBe(NOTICE_TEXT.appealTokenInvalid);
  });

  it("passes on a refusal that explains itself", () => {
    expect(appealFailureMessage(new ApiError(429, "RATE_LIMITED", "Too many tries"))).toBe("Too many tries");
  });

  it("falls back to the generic failure for outages, a lost session and non-API errors", () => {
    expect(appealFailureMessage(new ApiError(500, "INTERNAL", "boom"))).toBe(NOTICE_TEXT.appealFailed);
    expect(appealFailureMessage(new ApiError(0, "NETWORK_ERROR", "offline"))).toBe(NOTICE_TEXT.appealFailed);
    expect(appealFailureMessage(new ApiError(401, "UNAUTHENTICATED", "Sign in"))).toBe(NOTICE_TEXT.appealFailed);
    expect(appealFailureMessage(new Error("?"))).toBe(NOTICE_TEXT.appealFailed);
  });
});
