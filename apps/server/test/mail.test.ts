import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../src/db/schema";
import { TestClient, uniqueEmail } from "./support/client";
import { startTestServer, type TestServer } from "./support/server";

type Received = { to: string[]; data: string };

// A real SMTP server on loopback: the mail goes through nodemailer and the protocol, not a mock.
let smtp: SMTPServer;
const received: Received[] = [];
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Kindred <hello@kindred.test>" });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe("mail with SMTP_URL", () => {
  it("sends the verification mail over SMTP, keeps no outbox and exposes no outbox route", async () => {
    const email = uniqueEmail("smtp");
    await new TestClient(server).signUp(email);
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]!.to).toEqual([email]);
    expect(received[0]!.data).toContain("Subject: Confirm your email for Kindred");
    // The body is quoted-printable: undo soft line breaks and escaped "=" before reading the link.
    const body = received[0]!.data.replace(/=\r\n/g, "").replace(/=3D/g, "=");
    expect(body).toContain("/api/auth/verify-email?token=");
    expect(received[0]!.data).toContain("hello@kindred.test");
    expect(await server.db.$count(mailOutbox)).toBe(0);
    expect((await new TestClient(server).get(`/api/dev/outbox?to=${email}`)).status).toBe(404);
  });
});
