import type { Transporter } from "nodemailer";
import type { JobQueue } from "../../jobs/queue";
import type { Logger } from "../../lib/logger";

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/** The queue of mails the SMTP server refused or did not answer, retried with pg-boss's back-off. */
export const MAIL_RETRY = "mail.retry";
/** How long a refused mail waits before its first retry (then pg-boss's 30 s, 1, 2, 4, 8 min). */
const MAIL_RETRY_AFTER_SECONDS = 30;
/**
 * What an SMTP server may take before a send counts as failed: nodemailer's own defaults wait up to
 * two minutes to connect and ten for an answer, holding the member's request (a sign-up) all along.
 * A `?greetingTimeout=...` in SMTP_URL overrides them.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Real mail through SMTP when configured. A mail the server refuses or does not answer does not fail
 * what caused it (a sign-up stands without its verification mail): it goes to the job queue, whose
 * worker (`startMailRetries`) sends it again until the server takes it. The queued job holds the mail
 * itself, links included, as the mail server's own queue would; pg-boss archives it after it is sent.
 *
 * Without SMTP (development and tests only: production refuses to start), the mail goes to the server
 * log and nowhere else, so nothing serves its links.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  log: Logger;
  jobs?: JobQueue;
  retryAfterSeconds?: number;
}): Mailer & { deliver: (mail: Mail) => Promise<void> } {
  const { log, jobs } = options;
  if (options.smtpUrl) {
    const { smtpUrl } = options;
    // nodemailer is loaded with the first mail, not at every start (a tenth of a CPU-second).
    let transport: Promise<Transporter> | undefined;
    const deliver = async (mail: Mail) => {
      transport ??= import("nodemailer").then(({ default: nodemailer }) =>
        nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: smtpUrl }),
      );
      await (await transport).sendMail({ from: options.from, ...mail });
      log.info("mail sent", { to: mail.to, subject: mail.subject });
    };
    return {
      deliver,
      async send(mail) {
        try {
          await deliver(mail);
        } catch (error) {
          if (!jobs) throw error;
          log.warn("mail not sent; queued to try again", { to: mail.to, subject: mail.subject, error: String(error) });
          await jobs.send(MAIL_RETRY, mail, {
            startAfterSeconds: options.retryAfterSeconds ?? MAIL_RETRY_AFTER_SECONDS,
          });
        }
      },
    };
  }
  const logOnly = async (mail: Mail) => {
    // The text is logged whole so a developer can open the link in it.
    log.info("mail not sent (no SMTP_URL), logged only", { to: mail.to, subject: mail.subject, text: mail.text });
  };
  return { send: logOnly, deliver: logOnly };
}

/** This process takes queued mails: each send that fails throws, and pg-boss retries it later. */
export function startMailRetries(jobs: JobQueue, mailer: { deliver: (mail: Mail) => Promise<void> }) {
  return jobs.work<Mail>(MAIL_RETRY, (mail) => mailer.deliver(mail));
}
