import { describe, expect, it } from "vitest";
import { displayName, matchMail, messageMail, notificationLinks } from "./notification-mail";

const links = notificationLinks("https://kindred.example", "0b7c6d4e-1f2a-4b3c-8d9e-0f1a2b3c4d5e");

describe("notification mails", () => {
  it("link to the conversation and to the notification settings, absolute", () => {
    expect(links).toEqual({
      conversationUrl: "https://kindred.example/messages/0b7c6d4e-1f2a-4b3c-8d9e-0f1a2b3c4d5e",
      settingsUrl: "https://kindred.example/settings?tab=notifications",
    });
    for (const mail of [matchMail("ben@example.com", "Ada", links), messageMail("ben@example.com", "Ada", links)]) {
      expect(mail.to).toBe("ben@example.com");
      expect(mail.text).toContain(links.conversationUrl);
      expect(mail.text).toContain(links.settingsUrl);
      expect(mail.html).toContain(`href="${links.conversationUrl}"`);
      expect(mail.html).toContain(`href="${links.settingsUrl}"`);
    }
  });

  it("say who wrote, and nothing of what", () => {
    const mail = messageMail("ben@example.com", "Ada", links);
    expect(mail.subject).toBe("Ada sent you a message");
    expect(mail.text.split("\n")[0]).toBe("Ada sent you a message. It is waiting for you in your conversation.");
    expect(matchMail("ben@example.com", "Ada", links).text).toContain("Ada likes you too");
  });

  it("show a name as one short line, escaped in HTML, and something even without one", () => {
    expect(displayName("  Mary\n Ann  ")).toBe("Mary Ann");
    expect(displayName("x".repeat(100))).toHaveLength(40);
    expect(displayName(null)).toBe("Your match");
    expect(displayName("   ")).toBe("Your match");
    const mail = messageMail("ben@example.com", "<b>Ada</b>", links);
    expect(mail.html).toContain("&#60;b&#62;Ada&#60;/b&#62;");
    expect(mail.html).not.toContain("<b>Ada");
  });
});

describe("a notification mail in the member's language", () => {
  it("is written in it from subject to footer, with the match's name as it is", () => {
    const links = notificationLinks("https://kindred.example", "m1");
    const mail = matchMail("ben@example.com", "Ada", links, "pt-BR");
    expect(mail.subject).toBe("Você tem um novo match no Kindred");
    expect(mail.text).toContain("Ada curtiu você também");
    expect(mail.text).toContain("Desative-as nas suas configurações");
    expect(mail.html).toContain('lang="pt-BR"');
    expect(messageMail("ben@example.com", null, links, "de").subject).toBe(
      "Dein Match hat dir eine Nachricht geschickt",
    );
  });
});
