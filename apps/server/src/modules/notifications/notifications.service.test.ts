import { afterEach, describe, expect, it, vi } from "vitest";
import type { Logger } from "../../lib/logger";
import type { Mail } from "../mail/mailer";
import type { ClaimedMail, NotificationKind } from "./notifications.repository";
import { createNotificationsService, NOTIFY_MATCH, NOTIFY_MESSAGE } from "./notifications.service";

const silent: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const MATCH = "match-1";

/** The service over fakes: the queue's sends, the claims and the mails are recorded. */
function setUp(
  options: {
    sendAnswer?: () => Promise<string | null>;
    online?: string[];
    mailFails?: boolean;
    owed?: { recipientId: string; matchId: string }[];
  } = {},
) {
  const sends: { name: string; data: object; options: unknown }[] = [];
  const claims: [NotificationKind, string, string][] = [];
  const released: [string, string][] = [];
  const mails: Mail[] = [];
  const service = createNotificationsService({
    jobs: {
      async send(name, data, sendOptions) {
        sends.push({ name, data, options: sendOptions });
        return options.sendAnswer ? options.sendAnswer() : `job-${sends.length}`;
      },
    },
    repo: {
      async unqueuedMessageMails() {
        return options.owed ?? [];
      },
      async claim(kind, recipientId, matchId): Promise<ClaimedMail | undefined> {
        claims.push([kind, recipientId, matchId]);
        return { email: `${recipientId}@example.com`, otherFirstName: "Ada", locale: "en" };
      },
      async release(recipientId, matchId) {
        released.push([recipientId, matchId]);
      },
    },
    presence: { onlineAmong: async (ids) => new Set(ids.filter((id) => options.online?.includes(id))) },
    mailer: {
      async send(mail) {
        if (options.mailFails) throw new Error("SMTP away");
        mails.push(mail);
      },
    },
    log: silent,
    publicUrl: "https://kindred.example",
    messageMailDelaySeconds: 60,
  });
  return { service, sends, claims, released, mails };
}

afterEach(() => vi.useRealTimers());

describe("the notification hooks", () => {
  it("queue a match job for each member, due now, keyed by member and conversation", async () => {
    const { service, sends } = setUp();
    await service.onMatched(MATCH, ["ada", "ben"]);
    expect(sends).toEqual([
      {
        name: NOTIFY_MATCH,
        data: { recipientId: "ada", matchId: MATCH },
        options: expect.objectContaining({ singletonKey: `ada:${MATCH}` }),
      },
      {
        name: NOTIFY_MATCH,
        data: { recipientId: "ben", matchId: MATCH },
        options: expect.objectContaining({ singletonKey: `ben:${MATCH}` }),
      },
    ]);
  });

  it("queue one delayed message job per burst, and another once that job is due", async () => {
    // Only the clock: the jobs are queued on a later turn of the event loop (setImmediate).
    vi.useFakeTimers({ now: 0, toFake: ["Date"] });
    const { service, sends } = setUp();
    const message = { matchId: MATCH, receiverId: "ben" };
    await service.onMessageSent(message);
    await service.onMessageSent(message);
    vi.setSystemTime(59_000);
    await service.onMessageSent(message);
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({
      name: NOTIFY_MESSAGE,
      options: { singletonKey: `ben:${MATCH}`, startAfterSeconds: 60 },
    });
    vi.setSystemTime(60_001);
    await service.onMessageSent(message);
    expect(sends).toHaveLength(2);
    // Another conversation, or a receiver who deleted their account (null): their own, or none.
    await service.onMessageSent({ matchId: "match-2", receiverId: "ben" });
    await service.onMessageSent({ matchId: MATCH, receiverId: null });
    expect(sends).toHaveLength(3);
  });

  it("queue a message job only after the send's turn of the event loop, once for a burst", async () => {
    const { service, sends } = setUp();
    const message = { matchId: MATCH, receiverId: "ben" };
    const queued = [service.onMessageSent(message), service.onMessageSent(message)];
    // The microtasks that write the sender's answer run first.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(sends).toHaveLength(0);
    await Promise.all(queued);
    expect(sends).toHaveLength(1);
  });

  it("queue, on recovery, a message job due now for each conversation owed one", async () => {
    const owed = [
      { recipientId: "ben", matchId: MATCH },
      { recipientId: "ada", matchId: "match-2" },
    ];
    const { service, sends } = setUp({ owed });
    await service.recover({ before: new Date().toISOString() });
    expect(sends).toEqual(
      owed.map((job) => ({
        name: NOTIFY_MESSAGE,
        data: job,
        options: { singletonKey: `${job.recipientId}:${job.matchId}`, startAfterSeconds: 0 },
      })),
    );
  });

  it("do not remember a job queued elsewhere (it may be due sooner), and never throw", async () => {
    let answer: () => Promise<string | null> = async () => null;
    const { service, sends } = setUp({ sendAnswer: () => answer() });
    const message = { matchId: MATCH, receiverId: "ben" };
    await service.onMessageSent(message);
    await service.onMessageSent(message);
    expect(sends).toHaveLength(2);
    answer = () => Promise.reject(new Error("database away"));
    await expect(service.onMessageSent(message)).resolves.toBeUndefined();
    await expect(service.onMatched(MATCH, ["ada", "ben"])).resolves.toBeUndefined();
  });
});

describe("the notification jobs", () => {
  it("mail a claimed match, and a message only to a member who is not online", async () => {
    const { service, claims, mails } = setUp({ online: ["ben"] });
    await service.mailMatch({ recipientId: "ada", matchId: MATCH });
    await service.mailMessage({ recipientId: "ben", matchId: MATCH });
    await service.mailMessage({ recipientId: "cal", matchId: MATCH });
    expect(claims).toEqual([
      ["match", "ada", MATCH],
      ["message", "cal", MATCH],
    ]);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ["ada@example.com", "You have a new match on Kindred"],
      ["cal@example.com", "Ada sent you a message"],
    ]);
  });

  it("give the hour back and fail (to be retried) when the mail cannot be sent", async () => {
    const { service, released } = setUp({ mailFails: true });
    await expect(service.mailMessage({ recipientId: "ben", matchId: MATCH })).rejects.toThrow("SMTP away");
    expect(released).toEqual([["ben", MATCH]]);
  });
});
