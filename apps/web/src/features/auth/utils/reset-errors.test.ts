import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { resetPasswordOutcome } from "./reset-errors";

describe("a refused password reset", () => {
  it("treats a used-up or expired link as dead", () => {
    expect(resetPasswordOutcome(new ApiError(400, "INVALID_TOKEN", "This link is invalid."))).toEqual({
      kind: "link-invalid",
    });
  });

  it("pins a refused new password to its field", () => {
    expect(resetPasswordOutcome(new ApiError(400, "PASSWORD_TOO_COMMON", "Too common."))).toEqual({
      kind: "password",
      message: "Too common.",
    });
    expect(
      resetPasswordOutcome(new ApiError(400, "VALIDATION_FAILED", "Invalid.", { newPassword: "Not your email." })),
    ).toEqual({ kind: "password", message: "Not your email." });
  });

  it("shows anything else as it came, with a fallback for answers that are not the API's", () => {
    expect(resetPasswordOutcome(new ApiError(429, "RATE_LIMITED", "Too many attempts."))).toEqual({
      kind: "other",
      message: "Too many attempts.",
    });
    expect(resetPasswordOutcome(new Error("boom"))).toEqual({
      kind: "other",
      message: "Authentication failed. Please try again.",
    });
  });
});
