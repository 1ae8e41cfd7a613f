import { describe, expect, it } from "vitest";
import { ApiError, CLIENT_ERROR_CODES } from "@/lib/api-client";
import { changePasswordError } from "./change-password-errors";

describe("a refused password change", () => {
  it("shows the server's message under the current password when that was wrong", () => {
    const error = new ApiError(400, "INVALID_CREDENTIALS", "Your current password is incorrect.");
    expect(changePasswordError(error)).toEqual({
      message: "Your current password is incorrect.",
      field: "currentPassword",
    });
  });

  it("pins a refused new password to its field", () => {
    const common = new ApiError(400, "PASSWORD_TOO_COMMON", "This password is too common.");
    expect(changePasswordError(common)).toEqual({ message: "This password is too common.", field: "newPassword" });
    const invalid = new ApiError(400, "VALIDATION_FAILED", "Invalid input.", { newPassword: "Too short." });
    expect(changePasswordError(invalid)).toEqual({ message: "Too short.", field: "newPassword" });
  });

  it("says the server's message for anything else, or 'Error updating password' without one", () => {
    expect(changePasswordError(new ApiError(429, "RATE_LIMITED", "Too many attempts."))).toEqual({
      message: "Too many attempts.",
    });
    expect(changePasswordError(new ApiError(502, CLIENT_ERROR_CODES.badResponse, "whatever"))).toEqual({
      message: "Error updating password",
    });
    expect(changePasswordError(new Error("boom"))).toEqual({ message: "Error updating password" });
  });
});
