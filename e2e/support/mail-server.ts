import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { startSmtpCapture } from "../../apps/server/test/support/smtp";

/** Where the journeys' SMTP server drops each mail, one JSON file per recipient. */
export const mailboxDir = () => path.join(process.env.E2E_DATA_DIR!, "mailbox");

export type MailboxFile = { to: string; subject: string; text: string; receivedAt: string };

/**
 * Playwright global setup: a real SMTP server for the journeys' web server (its SMTP_URL), so mail is
 * read as a member gets it. Files, not memory, because the tests run in other worker processes.
 */
export default async function startMailServer() {
  const dir = mailboxDir();
  await mkdir(dir, { recursive: true });
  let count = 0;
  const capture = await startSmtpCapture({
    port: Number(process.env.E2E_SMTP_PORT),
    async onMail(mail) {
      for (const to of mail.to) {
        const file: MailboxFile = {
          to,
          subject: mail.subject,
          text: mail.text,
          receivedAt: mail.receivedAt.toISOString(),
        };
        const name = `${mail.receivedAt.getTime()}-${process.pid}-${count++}`;
        // Written then renamed, so a reader never sees half a file.
        await writeFile(path.join(dir, `${name}.tmp`), JSON.stringify(file));
        await rename(path.join(dir, `${name}.tmp`), path.join(dir, `${name}.json`));
      }
    },
  });
  return () => capture.close();
}
