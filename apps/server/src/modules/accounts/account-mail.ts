import { ACCOUNT_DATA_TEXT, APP_NAME, msg } from "@kindred/contracts";
import { translatorFor } from "../../i18n/translator";
import type { Mail } from "../mail/mailer";

/** The confirmation's own words (what goes and what stays are the Settings dialog's). */
export const SELF_DELETION_MAIL = {
  subject: msg("Your {appName} account has been deleted", { appName: APP_NAME }),
  greeting: msg("Hello {name},"),
  greetingNoName: msg("Hello,"),
  done: msg("As you asked, your account has been deleted and you have been signed out on every device."),
  notYou: msg(
    "If you did not ask for this, reply to this mail and tell us. You are welcome back at {appName} any time with a new account.",
    { appName: APP_NAME },
  ),
} as const;

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The confirmation a member gets after deleting their own account, at the address it had, in the
 * language it had. No link: there is nothing left to sign in to, and a mail without links is harder to
 * imitate.
 */
export function selfDeletionMail(to: string, firstName: string | null, locale = "en"): Mail {
  const say = translatorFor(locale);
  const subject = say(SELF_DELETION_MAIL.subject);
  const greeting = firstName
    ? say(SELF_DELETION_MAIL.greeting, { name: firstName })
    : say(SELF_DELETION_MAIL.greetingNoName);
  const paragraphs = [
    say(SELF_DELETION_MAIL.done),
    `${say(ACCOUNT_DATA_TEXT.dialogGoesLabel)}: ${say(ACCOUNT_DATA_TEXT.dialogGoes)}`,
    `${say(ACCOUNT_DATA_TEXT.dialogStaysLabel)}: ${say(ACCOUNT_DATA_TEXT.dialogStays)}`,
    say(SELF_DELETION_MAIL.notYou),
  ];
  return {
    to,
    subject,
    text: [greeting, ...paragraphs].join("\n\n"),
    html: `<!doctype html><html lang="${escape(locale)}"><body style="font-family:system-ui,sans-serif;color:#1f1a24;max-width:520px;margin:auto;padding:24px">
<h1 style="color:#be185d;font-size:22px">${escape(APP_NAME)}</h1><h2 style="font-size:18px">${escape(subject)}</h2>
<p>${escape(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`).join("\n")}
</body></html>`,
  };
}
