import { describe, expect, it } from "vitest";
import { ResetPasswordFormSchema } from "./auth";
import { ChangePasswordInputSchema, SETTINGS_TEXT, changePasswordFormSchema } from "./settings";

const problems = (input: Record<string, string>, email?: string) => {
  const result = changePasswordFormSchema(email).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("change password form", () => {
  it("accepts three filled fields whose new and confirm match", () => {
    expect(
      problems({ currentPassword: "old one", newPassword: "a new secret", confirmPassword: "a new secret" }),
    ).toEqual([]);
  });

  it("says 'Passwords do not match' (spec 001, word for word) when new and confirm differ", () => {
    expect(
      problems({ currentPassword: "old one", newPassword: "a new secret", confirmPassword: "a new secreT" }),
    ).toEqual([["confirmPassword", "Passwords do not match"]]);
  });

  it("says so too when the new password is also too short", () => {
    expect(problems({ currentPassword: "old one", newPassword: "short", confirmPassword: "shorter" })).toContainEqual([
      "confirmPassword",
      "Passwords do not match",
    ]);
  });

  it("requires all three fields", () => {
    expect(problems({ currentPassword: "", newPassword: "", confirmPassword: "" }).map(([path]) => path)).toEqual([
      "currentPassword",
      "newPassword",
      "confirmPassword",
    ]);
  });

  it("holds the sign-up rules for the new password: length, not only spaces, not the email", () => {
    expect(problems({ currentPassword: "x", newPassword: "1234567", confirmPassword: "1234567" })).toEqual([
      ["newPassword", "Password must be at least 8 characters long."],
    ]);
    expect(
      problems(
        { currentPassword: "x", newPassword: "Ann@Example.com", confirmPassword: "Ann@Example.com" },
        "ann@example.com",
      ),
    ).toEqual([["newPassword", "Your password can't be your email address."]]);
    expect(problems({ currentPassword: "x", newPassword: " ".repeat(9), confirmPassword: " ".repeat(9) })).toEqual([
      ["newPassword", "Your password can't be only spaces."],
    ]);
  });

  it("sends only the current and new password", () => {
    const input = ChangePasswordInputSchema.parse({
      currentPassword: "old one",
      newPassword: "a new secret",
      confirmPassword: "a new secret",
    });
    expect(input).toEqual({ currentPassword: "old one", newPassword: "a new secret" });
  });

  it("keeps the spec's messages word for word", () => {
    expect(SETTINGS_TEXT.passwordUpdated).toBe("Password updated successfully");
    expect(SETTINGS_TEXT.passwordUpdateFailed).toBe("Error updating password");
  });
});

describe("set-new-password form", () => {
  it("wants the new password twice, matching", () => {
    expect(
      ResetPasswordFormSchema.safeParse({ newPassword: "a new secret", confirmPassword: "a new secret" }).success,
    ).toBe(true);
    const mismatch = ResetPasswordFormSchema.safeParse({ newPassword: "a new secret", confirmPassword: "another" });
    expect(mismatch.error?.issues.map((issue) => issue.message)).toEqual(["Passwords do not match."]);
  });
});
