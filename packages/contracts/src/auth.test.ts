import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, SignUpFormSchema, SignUpInputSchema, unguessablePasswordProblem } from "./auth";

const messages = (input: Record<string, string>) => {
  const result = SignUpFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("sign-up form", () => {
  it("accepts matching passwords of 8+ characters and lower-cases the email", () => {
    const parsed = SignUpFormSchema.parse({
      email: " Ann@Example.COM ",
      password: "12345678",
      confirmPassword: "12345678",
    });
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

describe("passwords that guard nothing", () => {
  it("refuses a password of only spaces or equal to the email, in the form and on the server", () => {
    expect(unguessablePasswordProblem("          ")).toBe(AUTH_MESSAGES.passwordOnlySpaces);
    expect(unguessablePasswordProblem("\t        \n")).toBe(AUTH_MESSAGES.passwordOnlySpaces);
    expect(unguessablePasswordProblem(" Ann@Example.com", "ann@example.com")).toBe(AUTH_MESSAGES.passwordIsEmail);
    expect(unguessablePasswordProblem("ann@example.com!", "ann@example.com")).toBeUndefined();
    expect(unguessablePasswordProblem("  spaced out words  ")).toBeUndefined();
    expect(
      messages({ email: "ann@example.com", password: "ann@example.com", confirmPassword: "ann@example.com" }),
    ).toEqual([AUTH_MESSAGES.passwordIsEmail]);
    const spaces = SignUpInputSchema.safeParse({ email: "ann@example.com", password: " ".repeat(12) });
    expect(spaces.success).toBe(false);
    expect(spaces.error?.issues[0]).toMatchObject({ path: ["password"], message: AUTH_MESSAGES.passwordOnlySpaces });
  });
});
