import { ACCOUNT_DATA_TEXT, APP_NAME } from "@kindred/contracts";
import type { Mail } from "../mail/mailer";

export const SELF_DELETION_MAIL = {
  subject: `Your ${APP_NAME} account has been deleted`,
  done: "As you asked, your account has been deleted and you have been signed out on every device.",
  goes: ACCOUNT_DATA_TEXT.dialogGoes,
  stays: ACCOUNT_DATA_TEXT.dialogStays,
  notYou: `If you did not ask for this, reply to this mail and tell us. You are welcome back at ${APP_NAME} any time with a new account.`,
} as const;

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The confirmation a member gets after deleting their own account, at the address it had. No link: there
 * is nothing left to sign in to, and a mail without links is harder to imitate.
 */
export function selfDeletionMail(to: string, firstName: string | null): Mail {
  const greeting = firstName ? `Hello ${firstName},` : "Hello,";
  const paragraphs = [
    SELF_DELETION_MAIL.done,
    `${ACCOUNT_DATA_TEXT.dialogGoesLabel}: ${SELF_DELETION_MAIL.goes}`,
    `${ACCOUNT_DATA_TEXT.dialogStaysLabel}: ${SELF_DELETION_MAIL.stays}`,
    SELF_DELETION_MAIL.notYou,
  ];
  return {
    to,
    subject: SELF_DELETION_MAIL.subject,
    text: [greeting, ...paragraphs].join("\n\n"),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f1a24;max-width:520px;margin:auto;padding:24px">
<h1 style="color:#be185d;font-size:22px">${escape(APP_NAME)}</h1><h2 style="font-size:18px">${escape(SELF_DELETION_MAIL.subject)}</h2>
<p>${escape(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`).join("\n")}
</body></html>`,
  };
}
