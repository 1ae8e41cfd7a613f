import { describe, expect, it } from "vitest";
import type { Logger } from "../../lib/logger";
import { createPushDeliveryService, PUSH_NOTIFY } from "./push-delivery.service";
import type { PushRepository } from "./push.repository";

const silent: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const MATCH = "match-1";

/** The service over fakes: the queue's sends and the repository's device questions are recorded. */
function setUp(devicesOf: string[] = []) {
  const sends: { name: string; data: object; options: unknown }[] = [];
  const asked: string[] = [];
  const repo = {
    async hasAny(userId: string) {
      asked.push(userId);
      return devicesOf.includes(userId);
    },
  } as unknown as PushRepository;
  const service = createPushDeliveryService({
    repo,
    subjects: {} as never,
    jobs: {
      async send(name, data, options) {
        sends.push({ name, data, options });
        return `job-${sends.length}`;
      },
    },
    presence: { visibleAmong: async () => new Set<string>() },
    send: async () => ({ result: "sent" }),
    log: silent,
    messageDelaySeconds: 2,
  });
  return { service, sends, asked };
}

describe("the push hooks", () => {
  it("take a send's word on the receiver's devices: none asks nothing and queues nothing", async () => {
    const { service, sends, asked } = setUp(["ben"]);
    await service.onMessageSent({ matchId: MATCH, receiverId: "ben", receiverHasDevice: false });
    expect(asked).toEqual([]);
    expect(sends).toEqual([]);
  });

  it("queue a message's push, after its delay, for a receiver the send found a device for, asking nothing", async () => {
    const { service, sends, asked } = setUp();
    await service.onMessageSent({ matchId: MATCH, receiverId: "ben", receiverHasDevice: true });
    expect(asked).toEqual([]);
    expect(sends).toEqual([
      {
        name: PUSH_NOTIFY,
        data: { kind: "message", recipientId: "ben", matchId: MATCH },
        options: { singletonKey: `message:ben:${MATCH}`, startAfterSeconds: 2 },
      },
    ]);
  });

  it("ask for the devices themselves on a match or a like, and queue only for members who have one", async () => {
    const { service, sends, asked } = setUp(["ada"]);
    await service.onMatched(MATCH, ["ada", "ben"]);
    await service.onLiked(MATCH, "ben");
    expect(asked.sort()).toEqual(["ada", "ben", "ben"]);
    expect(sends.map(({ data }) => data)).toEqual([{ kind: "match", recipientId: "ada", matchId: MATCH }]);
  });

  it("queue nothing for a message whose receiver deleted their account", async () => {
    const { service, sends, asked } = setUp();
    await service.onMessageSent({ matchId: MATCH, receiverId: null, receiverHasDevice: false });
    expect([asked, sends]).toEqual([[], []]);
  });
});
