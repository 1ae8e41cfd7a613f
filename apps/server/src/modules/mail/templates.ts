import { APP_NAME } from "@kindred/contracts";
import type { Mail } from "./mailer";

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(title: string, body: string, url: string, action: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f1a24;max-width:520px;margin:auto;padding:24px">
<h1 style="color:#be185d;font-size:22px">${escape(APP_NAME)}</h1><h2 style="font-size:18px">${escape(title)}</h2>
<p>${escape(body)}</p>
<p><a href="${escape(url)}" style="display:inline-block;background:#db2777;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escape(action)}</a></p>
<p style="color:#6b6475;font-size:13px">If the button does not work, open this link: ${escape(url)}</p>
</body></html>`;
}

export function verificationMail(to: string, url: string): Mail {
  const body = `Welcome to ${APP_NAME}! Confirm your email address so we know it is really you.`;
  return {
    to,
    subject: `Confirm your email for ${APP_NAME}`,
    text: `${body}\n\nConfirm your email: ${url}\n\nIf you did not sign up, ignore this mail.`,
    html: layout("Confirm your email", body, url, "Confirm my email"),
  };
}

export function resetPasswordMail(to: string, url: string): Mail {
  const body = "Someone asked to reset the password of your account. If it was you, choose a new password.";
  return {
    to,
    subject: `Reset your ${APP_NAME} password`,
    text: `${body}\n\nReset your password: ${url}\n\nIf it was not you, ignore this mail; your password stays as it is.`,
    html: layout("Reset your password", body, url, "Choose a new password"),
  };
}
