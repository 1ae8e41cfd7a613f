import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import type { Logger } from "../src/lib/logger";
import { createMailer } from "../src/modules/mail/mailer";
import { verificationMail } from "../src/modules/mail/templates";
import { TestClient, uniqueEmail } from "./support/client";
import { startTestServer, type TestServer } from "./support/server";

describe("mail with SMTP_URL", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAIL_FROM: "Kindred <hello@kindred.test>" });
  });
  afterAll(() => server.close());

  it("sends the verification mail over SMTP and exposes no outbox route", async () => {
    const email = uniqueEmail("smtp");
    await new TestClient(server).signUp(email);
    const mail = await server.mail.waitFor(email);
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe("Confirm your email for Kindred");
    expect(mail.from).toContain("hello@kindred.test");
    expect(mail.link).toContain("/api/auth/verify-email?token=");
    expect((await new TestClient(server).get(`/api/dev/outbox?to=${email}`)).status).toBe(404);
  });
});

describe("mail without SMTP_URL", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Empty means unset: mail goes to the server log only.
    server = await startTestServer({ SMTP_URL: "" });
  });
  afterAll(() => server.close());

  it("keeps no mail a visitor can read: no outbox route, no outbox table, no link in any answer", async () => {
    const email = uniqueEmail("nosmtp");
    await new TestClient(server).signUp(email);
    const visitor = new TestClient(server);
    const reset = await visitor.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    expect(reset.status).toBe(200);
    expect(JSON.stringify(reset.body)).not.toMatch(/token|reset-password\//);
    expect((await visitor.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).status).toBe(404);
    const [table] = await queryRows<{ name: string | null }>(
      server.db,
      sql`select to_regclass('mail_outbox')::text as name`,
    );
    expect(table!.name).toBeNull();
  });

  it("writes the mail, link included, to the server log", async () => {
    const calls: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
    const record = (level: string) => (message: string, fields?: Record<string, unknown>) =>
      calls.push({ level, message, fields });
    const log: Logger = { debug: record("debug"), info: record("info"), warn: record("warn"), error: record("error") };
    const mailer = createMailer({ from: "Kindred <no-reply@localhost>", log });
    const link = "http://localhost:3000/api/auth/verify-email?token=abc";
    await mailer.send(verificationMail("dev@example.com", link));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.level).toBe("info");
    expect(calls[0]!.fields).toMatchObject({ to: "dev@example.com", subject: "Confirm your email for Kindred" });
    expect(calls[0]!.fields!.text).toContain(link);
  });
});
