// Issue 32: the member's language. Set at sign-up from the page's language, changed in Settings, kept
// on the account (every device follows it), and spoken by the server's errors and mails.
import { ACCOUNT_DATA_TEXT, AUTH_MESSAGES, type Me } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { SELF_DELETION_MAIL } from "../src/modules/accounts/account-mail";
import { TestClient, uniqueEmail } from "./support/client";
import { createMember } from "./support/members";
import type { ApiError } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";
import { inLocale } from "./support/text";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const GERMAN = { "accept-language": "de-DE,de;q=0.9,en;q=0.5" };
const me = (client: TestClient) => client.get<Me>("/api/me");
const setLanguage = (client: TestClient, json: unknown, headers: Record<string, string> = {}) =>
  client.request<{ locale: string } & ApiError>("PUT", "/api/settings/language", { json, headers });
const storedLocale = async (id: string) =>
  (await server.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]?.locale;

describe("a new member's language", () => {
  it("is the sign-up page's (its Accept-Language), and the verification mail speaks it", async () => {
    const client = new TestClient(server);
    const email = uniqueEmail("deutsch");
    const answer = await client.request("POST", "/api/auth/sign-up/email", {
      json: { email, password: "a-long-enough-secret" },
      headers: GERMAN,
    });
    expect(answer.status).toBe(200);
    expect((await me(client)).body.locale).toBe("de");
    const mail = await server.mail.waitFor(email);
    expect(mail.subject).toBe(inLocale("de", "Confirm your email for {appName}"));
    expect(mail.subject).toContain("Bestätige");
    expect(mail.text).toContain(inLocale("de", "If you did not sign up, ignore this mail."));
  });

  it("is English when the page asks for none Kindred speaks, or for none at all", async () => {
    for (const headers of [{ "accept-language": "ja-JP,ja;q=0.9" }, {}] as Record<string, string>[]) {
      const client = new TestClient(server);
      const email = uniqueEmail("english");
      await client.request("POST", "/api/auth/sign-up/email", {
        json: { email, password: "a-long-enough-secret" },
        headers,
      });
      expect((await me(client)).body.locale).toBe("en");
      expect((await server.mail.waitFor(email)).subject).toBe("Confirm your email for Kindred");
    }
  });

  it("matches a region it does not know by its language: pt-PT is the Portuguese we have", async () => {
    const client = new TestClient(server);
    await client.request("POST", "/api/auth/sign-up/email", {
      json: { email: uniqueEmail("portugues"), password: "a-long-enough-secret" },
      headers: { "accept-language": "pt-PT" },
    });
    expect((await me(client)).body.locale).toBe("pt-BR");
  });
});

describe("PUT /api/settings/language", () => {
  it("stores the language on the account, and the very next request knows it", async () => {
    const member = await createMember(server);
    expect((await me(member.client)).body.locale).toBe("en");
    const answer = await setLanguage(member.client, { locale: "fr" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ locale: "fr" });
    expect(await storedLocale(member.id)).toBe("fr");
    // The session (and its language) was cached by the first /api/me: the change dropped it.
    expect((await me(member.client)).body.locale).toBe("fr");
  });

  it("refuses a code Kindred does not speak, an extra field or no body, and changes nothing", async () => {
    const member = await createMember(server);
    await setLanguage(member.client, { locale: "de" });
    for (const json of [{ locale: "xx" }, { locale: "EN" }, { locale: "de", extra: true }, {}, { locale: 3 }]) {
      const answer = await setLanguage(member.client, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.error.code).toBe("VALIDATION_FAILED");
    }
    const unknown = await setLanguage(member.client, { locale: "xx" }, { "accept-language": "en" });
    expect(unknown.body.error.message).toBe("locale: Choose one of the languages Kindred speaks.");
    expect(await storedLocale(member.id)).toBe("de");
  });

  it("is for members only", async () => {
    const visitor = await setLanguage(new TestClient(server), { locale: "de" });
    expect(visitor.status).toBe(401);
  });
});

describe("the server's errors", () => {
  it("speak the language the request asks for", async () => {
    const member = await createMember(server);
    const wrong = await new TestClient(server).request<ApiError>("POST", "/api/auth/sign-in/email", {
      json: { email: member.email, password: "not-the-password" },
      headers: GERMAN,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe(inLocale("de", AUTH_MESSAGES.invalidCredentials));
    expect(wrong.body.error.message).not.toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it("speak the member's own language when the request names none Kindred speaks", async () => {
    const member = await createMember(server);
    await setLanguage(member.client, { locale: "es" });
    const refused = await setLanguage(member.client, { locale: "xx" }, { "accept-language": "ja" });
    expect(refused.body.error.message).toBe(`locale: ${inLocale("es", "Choose one of the languages Kindred speaks.")}`);
    expect(refused.body.error.message).not.toContain("Choose one");
  });

  it("fill a bound limit in every language", async () => {
    const tooLong = "x".repeat(200);
    const answer = await new TestClient(server).request<ApiError>("POST", "/api/auth/sign-up/email", {
      json: { email: uniqueEmail("long"), password: tooLong },
      headers: GERMAN,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain("128");
    expect(answer.body.error.message).not.toContain("{max}");
  });
});

describe("the mail confirming a member's own deletion", () => {
  it("speaks the language the account had, read before it was erased", async () => {
    const member = await createMember(server, { firstName: "Jonas" });
    await setLanguage(member.client, { locale: "de" });
    const deleted = await member.client.request("DELETE", "/api/account", {
      json: { password: "a-long-enough-secret" },
    });
    expect(deleted.status).toBe(200);
    expect(await storedLocale(member.id)).toBeUndefined();
    const mail = await server.mail.waitFor(member.email, inLocale("de", SELF_DELETION_MAIL.subject));
    expect(mail.subject).toBe("Dein Kindred-Konto wurde gelöscht");
    expect(mail.text.split("\n\n")).toEqual([
      "Hallo Jonas,",
      inLocale("de", SELF_DELETION_MAIL.done),
      `${inLocale("de", ACCOUNT_DATA_TEXT.dialogGoesLabel)}: ${inLocale("de", ACCOUNT_DATA_TEXT.dialogGoes)}`,
      `${inLocale("de", ACCOUNT_DATA_TEXT.dialogStaysLabel)}: ${inLocale("de", ACCOUNT_DATA_TEXT.dialogStays)}`,
      inLocale("de", SELF_DELETION_MAIL.notYou),
    ]);
    expect(mail.text).not.toContain("account");
  });
});
