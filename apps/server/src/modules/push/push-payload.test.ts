import { APP_NAME, PUSH_LIMITS } from "@kindred/contracts";
import { describe, expect, it } from "vitest";
import { pushPayload } from "./push-payload";

const MATCH = "5f1f3b0e-8c4e-4a8e-9a55-1f2d3c4b5a69";
const message = (content: string | null, showText: boolean, hasImage = false) =>
  pushPayload("message", MATCH, { otherFirstName: "Ana", showText, message: { content, hasImage } });

describe("a push's payload", () => {
  it("says who wrote and nothing of the message unless the member chose to see its text", () => {
    expect(message("see you at 8", false)).toEqual({
      kind: "message",
      title: APP_NAME,
      body: "New message from Ana",
      url: `/messages/${MATCH}`,
      tag: MATCH,
    });
    expect(message("see you at 8", true)).toMatchObject({ title: "New message from Ana", body: "see you at 8" });
    expect(message(null, true, true).body).toBe("Sent you a photo");
    expect(message("   ", true)).toMatchObject({ title: APP_NAME, body: "New message from Ana" });
  });

  it("cuts a long message to a line of its own length", () => {
    const body = message(`${"word ".repeat(100)}\n\nend`, true).body;
    expect(body.length).toBeLessThanOrEqual(PUSH_LIMITS.messagePreviewLength);
    expect(body.endsWith("…")).toBe(true);
    expect(body).not.toContain("\n");
  });

  it("names a member without a first name as the mails do, on one short line", () => {
    const none = pushPayload("match", MATCH, { otherFirstName: null, showText: false });
    expect(none.body).toBe("You and your match like each other. Say hello!");
    const long = pushPayload("match", MATCH, { otherFirstName: `Ana\n${"x".repeat(80)}`, showText: false });
    expect(long.body).not.toContain("\n");
    expect(long.body.length).toBeLessThan(90);
  });
});

describe("a push in the member's language", () => {
  it("speaks the recipient's language, and the member's own words stay as written", () => {
    const german = (content: string | null, showText: boolean) =>
      pushPayload("message", MATCH, {
        otherFirstName: "Ana",
        showText,
        locale: "de",
        message: { content, hasImage: false },
      });
    expect(german("bis später", false).body).toBe("Neue Nachricht von Ana");
    expect(german("bis später", true)).toMatchObject({ title: "Neue Nachricht von Ana", body: "bis später" });
    expect(pushPayload("match", MATCH, { otherFirstName: "Ben", showText: false, locale: "fr" }).body).toBe(
      "Ben et toi vous plaisez mutuellement. Dis bonjour !",
    );
    expect(pushPayload("like", MATCH, { otherFirstName: null, showText: false, locale: "xx" }).body).toBe(
      "Someone likes you. Open the Likes tab to see who.",
    );
  });
});
