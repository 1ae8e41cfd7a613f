import { describe, expect, it } from "vitest";
import { markAcknowledged, markAppealed, withAppeal } from "./notice-cache";
import { aNotice } from "./notice-fixtures";

const AT = "2025-03-02T08:00:00.000Z";

describe("notice cache updates", () => {
  it("files a pending appeal and closes the door to a second", () => {
    expect(withAppeal(aNotice(), AT)).toMatchObject({
      canAppeal: false,
      appeal: { status: "pending", createdAt: AT, decidedAt: null },
    });
  });

  it("marks only the named statement appealed", () => {
    const [first, second] = markAppealed([aNotice({ id: "a" }), aNotice({ id: "b" })], "b", AT)!;
    expect(first?.appeal).toBeNull();
    expect(second?.appeal?.status).toBe("pending");
    expect(markAppealed(undefined, "b", AT)).toBeUndefined();
  });

  it("acknowledges the named statement once, keeping an earlier acknowledgement", () => {
    const earlier = "2025-03-01T00:00:00.000Z";
    const list = [aNotice({ id: "a" }), aNotice({ id: "b", acknowledgedAt: earlier })];
    expect(markAcknowledged(list, "a", AT)?.map((notice) => notice.acknowledgedAt)).toEqual([AT, earlier]);
    expect(markAcknowledged(list, "b", AT)?.map((notice) => notice.acknowledgedAt)).toEqual([null, earlier]);
    expect(markAcknowledged(undefined, "a", AT)).toBeUndefined();
  });
});
