import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { authErrorMessage, authFieldErrors, hasFieldErrors } from "./auth-errors";

describe("authErrorMessage", () => {
  it("uses the spec's wording for wrong credentials and a taken email", () => {
    expect(authErrorMessage(new ApiError(401, "INVALID_CREDENTIALS", "Invalid email or password"))).toBe(
      "Incorrect email or password. Please try again.",
    );
    expect(authErrorMessage(new ApiError(422, "USER_ALREADY_EXISTS", "User already exists"))).toBe(
      "An account with this email already exists.",
    );
  });

  it("passes on any other server message, and falls back when there is none", () => {
    expect(authErrorMessage(new ApiError(429, "RATE_LIMITED", "Too many attempts. Try again in a minute."))).toBe(
      "Too many attempts. Try again in a minute.",
    );
    expect(authErrorMessage(new ApiError(500, "INTERNAL", ""))).toBe("Authentication failed. Please try again.");
    expect(authErrorMessage(new Error("boom"))).toBe("Authentication failed. Please try again.");
    expect(authErrorMessage(null)).toBe("Authentication failed. Please try again.");
  });
});

describe("authFieldErrors", () => {
  it("keeps only the email and password fields", () => {
    const error = new ApiError(400, "VALIDATION_FAILED", "Check the form", {
      email: "Please enter a valid email address.",
      password: "Password must be at least 8 characters long.",
      name: "ignored",
    });
    expect(authFieldErrors(error)).toEqual({
      email: "Please enter a valid email address.",
      password: "Password must be at least 8 characters long.",
    });
    expect(hasFieldErrors(error)).toBe(true);
  });

  it("pins the common-password refusal to the password field", () => {
    const error = new ApiError(400, "PASSWORD_TOO_COMMON", "This password is too common.");
    expect(authFieldErrors(error)).toEqual({ password: "This password is too common." });
    const withField = new ApiError(400, "PASSWORD_TOO_COMMON", "Generic", { password: "From the field" });
    expect(authFieldErrors(withField)).toEqual({ password: "From the field" });
  });

  it("has nothing for errors without fields", () => {
    expect(authFieldErrors(new ApiError(401, "INVALID_CREDENTIALS", "Nope"))).toEqual({});
    expect(authFieldErrors(new ApiError(400, "VALIDATION_FAILED", "x", { email: "" }))).toEqual({});
    expect(authFieldErrors(new Error("boom"))).toEqual({});
    expect(hasFieldErrors(new Error("boom"))).toBe(false);
  });
});
