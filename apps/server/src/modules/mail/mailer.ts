import nodemailer from "nodemailer";
import type { Logger } from "../../lib/logger";

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * Real mail through SMTP when configured. Without SMTP (development and tests only: production
 * refuses to start), the mail goes to the server log and nowhere else, so nothing serves its links.
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        options.log.info("mail sent", { to: mail.to, subject: mail.subject });
      },
    };
  }
  return {
    async send(mail) {
      // The text is logged whole so a developer can open the link in it.
      options.log.info("mail not sent (no SMTP_URL), logged only", {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
    },
  };
}
