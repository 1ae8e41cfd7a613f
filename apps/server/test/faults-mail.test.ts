import { createServer, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import { MAIL_RETRY } from "../src/modules/mail/mailer";
import { TestClient, uniqueEmail } from "./support/client";
import { createDurableDatabase, startServerOn, type DurableDatabase } from "./support/durable-server";
import { freePort } from "./support/free-port";
import type { TestServer } from "./support/server";
import { startSmtpCapture, type SmtpCapture } from "./support/smtp";

/**
 * Issue 30's mail fault: a mail server that refuses or never answers. The action that causes the mail
 * (here a sign-up and its verification mail) stands; the mail waits in the job queue and goes out once
 * the server is back.
 */
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function serverWithMailAt(url: string): Promise<TestServer> {
  const durable: DurableDatabase = await createDurableDatabase();
  cleanup.push(() => durable.close());
  // Only the URL of the capture is read: the server's mail goes wherever that points.
  const server = await startServerOn(durable, { url } as SmtpCapture, {
    jobPollingSeconds: 0.25,
    mailRetryAfterSeconds: 1,
  });
  cleanup.push(() => server.close());
  return server;
}

describe("a mail server that refuses or does not answer", () => {
  it("signs the member up anyway, and sends the mail once the server is back", async () => {
    const port = await freePort();
    const server = await serverWithMailAt(`smtp://127.0.0.1:${port}`);
    const email = uniqueEmail("smtp-down");
    const signUp = await new TestClient(server).signUp(email);
    expect(signUp.status).toBe(200);

    const smtp = await startSmtpCapture({ port });
    cleanup.push(() => smtp.close());
    // Its first retry is due a second after the refusal; should the server not be up by then (a loaded
    // machine), pg-boss tries again 30 s later.
    const mail = await smtp.waitFor(email, "Confirm your email", 45_000);
    expect(mail.link).toContain("/api/auth/verify-email?token=");
  }, 90_000);

  it("gives up on one that accepts and never greets within its timeouts, and keeps the mail queued", async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, "127.0.0.1", resolve));
    cleanup.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });
    // nodemailer reads its timeouts from the URL too; the server's defaults are 10 s and 30 s.
    const server = await serverWithMailAt(
      `smtp://127.0.0.1:${port}?connectionTimeout=300&greetingTimeout=300&socketTimeout=300`,
    );
    const email = uniqueEmail("smtp-silent");
    const signUp = await new TestClient(server).signUp(email);
    expect(signUp.status).toBe(200);
    expect(sockets.length).toBeGreaterThan(0);
    // The mail waits in the queue, its recipient in its data.
    const queued = await queryRows<{ state: string }>(
      server.db,
      sql`select state::text from pgboss.job where name = ${MAIL_RETRY} and data->>'to' = ${email}`,
    );
    expect(queued).toHaveLength(1);
  }, 60_000);
});
