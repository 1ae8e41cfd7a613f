import { APP_NAME, msg, NOTICE_TEXT, STATEMENT_TEXT } from "@kindred/contracts";
import { translatorFor } from "../../i18n/translator";
import type { Mail } from "./mailer";

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The account mails' words (issue 32: each in the member's language). */
const TEXT = {
  buttonFallback: msg("If the button does not work, open this link: {url}"),
  verifySubject: msg("Confirm your email for {appName}", { appName: APP_NAME }),
  verifyTitle: msg("Confirm your email"),
  verifyBody: msg("Welcome to {appName}! Confirm your email address so we know it is really you.", {
    appName: APP_NAME,
  }),
  verifyLinkLabel: msg("Confirm your email: {url}"),
  verifyIgnore: msg("If you did not sign up, ignore this mail."),
  verifyAction: msg("Confirm my email"),
  resetSubject: msg("Reset your {appName} password", { appName: APP_NAME }),
  resetTitle: msg("Reset your password"),
  resetBody: msg("Someone asked to reset the password of your account. If it was you, choose a new password."),
  resetLinkLabel: msg("Reset your password: {url}"),
  resetIgnore: msg("If it was not you, ignore this mail; your password stays as it is."),
  resetAction: msg("Choose a new password"),
};

function layout(locale: string, title: string, body: string, url: string, action: string): string {
  const say = translatorFor(locale);
  return `<!doctype html><html lang="${escape(locale)}"><body style="font-family:system-ui,sans-serif;color:#1f1a24;max-width:520px;margin:auto;padding:24px">
<h1 style="color:#be185d;font-size:22px">${escape(APP_NAME)}</h1><h2 style="font-size:18px">${escape(title)}</h2>
<p>${escape(body)}</p>
<p><a href="${escape(url)}" style="display:inline-block;background:#db2777;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escape(action)}</a></p>
<p style="color:#6b6475;font-size:13px">${escape(say(TEXT.buttonFallback, { url }))}</p>
</body></html>`;
}

export function verificationMail(to: string, url: string, locale = "en"): Mail {
  const say = translatorFor(locale);
  const body = say(TEXT.verifyBody);
  return {
    to,
    subject: say(TEXT.verifySubject),
    text: `${body}\n\n${say(TEXT.verifyLinkLabel, { url })}\n\n${say(TEXT.verifyIgnore)}`,
    html: layout(locale, say(TEXT.verifyTitle), body, url, say(TEXT.verifyAction)),
  };
}

export function resetPasswordMail(to: string, url: string, locale = "en"): Mail {
  const say = translatorFor(locale);
  const body = say(TEXT.resetBody);
  return {
    to,
    subject: say(TEXT.resetSubject),
    text: `${body}\n\n${say(TEXT.resetLinkLabel, { url })}\n\n${say(TEXT.resetIgnore)}`,
    html: layout(locale, say(TEXT.resetTitle), body, url, say(TEXT.resetAction)),
  };
}

/** A statement of reasons as a mail carries it: every part the member is owed, links already absolute. */
export type StatementParts = {
  title: string;
  /** Already in the member's language (a suspension's end written their way). */
  decision: string;
  ruleTitle: string;
  ruleUrl: string;
  facts: string;
  /** The appeal page for this decision; null for an appeal's own outcome, which cannot be appealed. */
  appealUrl: string | null;
};

const section = (label: string, html: string) =>
  `<h3 style="font-size:15px;margin:20px 0 4px">${escape(label)}</h3><p style="margin:0;white-space:pre-wrap">${html}</p>`;
const link = (url: string, label: string) => `<a href="${escape(url)}" style="color:#be185d">${escape(label)}</a>`;

function statementHtml(locale: string, title: string, sections: string[], footer: string): string {
  return `<!doctype html><html lang="${escape(locale)}"><body style="font-family:system-ui,sans-serif;color:#1f1a24;max-width:520px;margin:auto;padding:24px">
<h1 style="color:#be185d;font-size:22px">${escape(APP_NAME)}</h1><h2 style="font-size:18px">${escape(title)}</h2>
${sections.join("\n")}
${footer}
</body></html>`;
}

/**
 * The statement of reasons (DSA art. 17) for a warning, a photo removal, a suspension or a ban, and an
 * appeal's outcome: what was decided, which rule, on what facts, and how to appeal. In the member's
 * language, all but the moderator's facts, which stay in their words.
 */
export function statementMail(to: string, parts: StatementParts, locale = "en"): Mail {
  const say = translatorFor(locale);
  const title = say(parts.title);
  const decision = parts.decision;
  const ruleTitle = say(parts.ruleTitle);
  const appealText = parts.appealUrl
    ? `${say(NOTICE_TEXT.appealHow)}\n${say(NOTICE_TEXT.appeal)}: ${parts.appealUrl}`
    : say(NOTICE_TEXT.noAppeal);
  const text = [
    title,
    `${say(NOTICE_TEXT.whatLabel)}\n${decision}`,
    `${say(NOTICE_TEXT.ruleLabel)}\n${ruleTitle}\n${say(NOTICE_TEXT.readRule)}: ${parts.ruleUrl}`,
    `${say(NOTICE_TEXT.factsLabel)}\n${parts.facts}`,
    `${say(NOTICE_TEXT.appealLabel)}\n${appealText}`,
  ].join("\n\n");
  const appealHtml = parts.appealUrl
    ? `${escape(say(NOTICE_TEXT.appealHow))}</p><p><a href="${escape(parts.appealUrl)}" style="display:inline-block;background:#db2777;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escape(say(NOTICE_TEXT.appeal))}</a>`
    : escape(say(NOTICE_TEXT.noAppeal));
  const footer = parts.appealUrl
    ? `<p style="color:#6b6475;font-size:13px">${escape(say(TEXT.buttonFallback, { url: parts.appealUrl }))}</p>`
    : "";
  return {
    to,
    subject: title,
    text,
    html: statementHtml(
      locale,
      title,
      [
        section(say(NOTICE_TEXT.whatLabel), escape(decision)),
        section(say(NOTICE_TEXT.ruleLabel), `${escape(ruleTitle)} (${link(parts.ruleUrl, say(NOTICE_TEXT.readRule))})`),
        section(say(NOTICE_TEXT.factsLabel), escape(parts.facts)),
        section(say(NOTICE_TEXT.appealLabel), appealHtml),
      ],
      footer,
    ),
  };
}

/** An appeal's outcome: a statement like the others, with no further appeal. */
export function appealDecisionMail(
  to: string,
  parts: Omit<StatementParts, "appealUrl" | "title">,
  locale = "en",
): Mail {
  return statementMail(to, { ...parts, title: NOTICE_TEXT.titles.appeal_decision, appealUrl: null }, locale);
}

/**
 * An account deleted by the moderators: the member can no longer sign in to read a notice or appeal,
 * so the mail carries the whole statement and the way to contest it is a reply.
 */
export function accountDeletedMail(
  to: string,
  parts: Pick<StatementParts, "ruleTitle" | "ruleUrl" | "facts">,
  locale = "en",
): Mail {
  const say = translatorFor(locale);
  const subject = say(STATEMENT_TEXT.accountDeletedSubject);
  const deleted = say(STATEMENT_TEXT.accountDeleted);
  const contest = say(STATEMENT_TEXT.accountDeletedContest);
  const ruleTitle = say(parts.ruleTitle);
  const text = [
    subject,
    `${say(NOTICE_TEXT.whatLabel)}\n${deleted}`,
    `${say(NOTICE_TEXT.ruleLabel)}\n${ruleTitle}\n${say(NOTICE_TEXT.readRule)}: ${parts.ruleUrl}`,
    `${say(NOTICE_TEXT.factsLabel)}\n${parts.facts}`,
    contest,
  ].join("\n\n");
  return {
    to,
    subject,
    text,
    html: statementHtml(
      locale,
      subject,
      [
        section(say(NOTICE_TEXT.whatLabel), escape(deleted)),
        section(say(NOTICE_TEXT.ruleLabel), `${escape(ruleTitle)} (${link(parts.ruleUrl, say(NOTICE_TEXT.readRule))})`),
        section(say(NOTICE_TEXT.factsLabel), escape(parts.facts)),
      ],
      `<p>${escape(contest)}</p>`,
    ),
  };
}
