import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, SignUpFormSchema } from "./auth";

const messages = (input: Record<string, string>) => {
  const result = SignUpFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("sign-up form", () => {
  it("accepts matching passwords of 8+ characters and lower-cases the email", () => {
    const parsed = SignUpFormSchema.parse({ email: " Ann@Example.COM ", password: "12345678", confirmPassword: "12345678" });
    expect(parsed.email).toBe("ann@example.com");
  });

  it("uses the spec's messages word for word", () => {
    expect(messages({ email: "a@b.co", password: "12345678", confirmPassword: "12345679" })).toEqual([
      "Passwords do not match.",
    ]);
    expect(messages({ email: "a@b.co", password: "1234567", confirmPassword: "1234567" })).toEqual([
      "Password must be at least 8 characters long.",
    ]);
    expect(AUTH_MESSAGES.signedUp).toBe("Account created! Please check your email for verification.");
  });
});
