import nodemailer from "nodemailer";
import type { Db } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import type { Logger } from "../../lib/logger";

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/** Real mail through SMTP when configured; otherwise the log plus the development outbox. */
export function createMailer(options: { smtpUrl?: string; from: string; db: Db; log: Logger }): Mailer {
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
      await options.db.insert(mailOutbox).values(mail);
      options.log.info("mail kept in the development outbox (no SMTP_URL)", {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
    },
  };
}
