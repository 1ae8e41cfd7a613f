import { APP_NAME, msg, ROUTES } from "@kindred/contracts";
import { translatorFor } from "../../i18n/translator";
import type { Mail } from "../mail/mailer";

/** Where a notification mail's links go, already absolute. */
export type NotificationLinks = { conversationUrl: string; settingsUrl: string };

export function notificationLinks(publicUrl: string, matchId: string): NotificationLinks {
  return {
    conversationUrl: `${publicUrl}${ROUTES.messages}/${matchId}`,
    settingsUrl: `${publicUrl}${ROUTES.settings}?tab=notifications`,
  };
}

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const TEXT = {
  yourMatch: msg("Your match"),
  footer: msg("You get these mails because notifications are on. Turn them off in your settings"),
  buttonFallback: msg("If the button does not work, open this link: {url}"),
  matchSubject: msg("You have a new match on {appName}", { appName: APP_NAME }),
  matchTitle: msg("It's a match!"),
  matchBody: msg("{name} likes you too, so the two of you can now write to each other. Why not say hello?"),
  matchAction: msg("Say hello"),
  messageSubject: msg("{name} sent you a message"),
  messageTitle: msg("You have a new message"),
  messageBody: msg("{name} sent you a message. It is waiting for you in your conversation."),
  messageAction: msg("Read it"),
};

/** A first name as a mail shows it: one line, not too long, and something to say even without one. */
export function displayName(firstName: string | null, locale = "en"): string {
  const name = (firstName ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
  return name || translatorFor(locale)(TEXT.yourMatch);
}

function notificationMail(
  to: string,
  locale: string,
  parts: { subject: string; title: string; body: string; action: string },
  links: NotificationLinks,
): Mail {
  const say = translatorFor(locale);
  const footer = say(TEXT.footer);
  const text = [parts.body, `${parts.action}: ${links.conversationUrl}`, `${footer}: ${links.settingsUrl}`].join(
    "\n\n",
  );
  const html = `<!doctype html><html lang="${escape(locale)}"><body style="font-family:system-ui,sans-serif;color:#1f1a24;max-width:520px;margin:auto;padding:24px">
<h1 style="color:#be185d;font-size:22px">${escape(APP_NAME)}</h1><h2 style="font-size:18px">${escape(parts.title)}</h2>
<p>${escape(parts.body)}</p>
<p><a href="${escape(links.conversationUrl)}" style="display:inline-block;background:#db2777;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escape(parts.action)}</a></p>
<p style="color:#6b6475;font-size:13px">${escape(say(TEXT.buttonFallback, { url: links.conversationUrl }))}</p>
<p style="color:#6b6475;font-size:13px">${escape(footer)}: <a href="${escape(links.settingsUrl)}" style="color:#be185d">${escape(links.settingsUrl)}</a></p>
</body></html>`;
  return { to, subject: parts.subject, text, html };
}

/** A new match: both members get one, each in their own language. */
export function matchMail(to: string, otherFirstName: string | null, links: NotificationLinks, locale = "en"): Mail {
  const say = translatorFor(locale);
  const name = displayName(otherFirstName, locale);
  return notificationMail(
    to,
    locale,
    {
      subject: say(TEXT.matchSubject),
      title: say(TEXT.matchTitle),
      body: say(TEXT.matchBody, { name }),
      action: say(TEXT.matchAction),
    },
    links,
  );
}

/**
 * A message while the member was away. Never the message itself: a mail passes through servers
 * neither member chose, and shows on lock screens.
 */
export function messageMail(to: string, otherFirstName: string | null, links: NotificationLinks, locale = "en"): Mail {
  const say = translatorFor(locale);
  const name = displayName(otherFirstName, locale);
  return notificationMail(
    to,
    locale,
    {
      subject: say(TEXT.messageSubject, { name }),
      title: say(TEXT.messageTitle),
      body: say(TEXT.messageBody, { name }),
      action: say(TEXT.messageAction),
    },
    links,
  );
}
