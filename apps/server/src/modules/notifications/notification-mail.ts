import { APP_NAME, ROUTES } from "@kindred/contracts";
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

/** A first name as a mail shows it: one line, not too long, and something to say even without one. */
export function displayName(firstName: string | null): string {
  const name = (firstName ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
  return name || "Your match";
}

function notificationMail(
  to: string,
  parts: { subject: string; title: string; body: string; action: string },
  links: NotificationLinks,
): Mail {
  const footer = "You get these mails because notifications are on. Turn them off in your settings";
  const text = [parts.body, `${parts.action}: ${links.conversationUrl}`, `${footer}: ${links.settingsUrl}`].join(
    "\n\n",
  );
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f1a24;max-width:520px;margin:auto;padding:24px">
<h1 style="color:#be185d;font-size:22px">${escape(APP_NAME)}</h1><h2 style="font-size:18px">${escape(parts.title)}</h2>
<p>${escape(parts.body)}</p>
<p><a href="${escape(links.conversationUrl)}" style="display:inline-block;background:#db2777;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escape(parts.action)}</a></p>
<p style="color:#6b6475;font-size:13px">If the button does not work, open this link: ${escape(links.conversationUrl)}</p>
<p style="color:#6b6475;font-size:13px">${escape(footer)}: <a href="${escape(links.settingsUrl)}" style="color:#be185d">${escape(links.settingsUrl)}</a></p>
</body></html>`;
  return { to, subject: parts.subject, text, html };
}

/** A new match: both members get one. */
export function matchMail(to: string, otherFirstName: string | null, links: NotificationLinks): Mail {
  const name = displayName(otherFirstName);
  return notificationMail(
    to,
    {
      subject: `You have a new match on ${APP_NAME}`,
      title: "It's a match!",
      body: `${name} likes you too, so the two of you can now write to each other. Why not say hello?`,
      action: "Say hello",
    },
    links,
  );
}

/**
 * A message while the member was away. Never the message itself: a mail passes through servers
 * neither member chose, and shows on lock screens.
 */
export function messageMail(to: string, otherFirstName: string | null, links: NotificationLinks): Mail {
  const name = displayName(otherFirstName);
  return notificationMail(
    to,
    {
      subject: `${name} sent you a message`,
      title: "You have a new message",
      body: `${name} sent you a message. It is waiting for you in your conversation.`,
      action: "Read it",
    },
    links,
  );
}
