import { describe, expect, it } from "vitest";
import { createActivityTracker } from "./activity-tracker";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The tracker's own rules (once per member per UTC day, failures retried); the table is tested in admin-stats. */
describe("the activity tracker", () => {
  it("records a member once per UTC day, again on the next day", async () => {
    const recorded: string[] = [];
    let now = new Date("2025-03-09T23:59:00Z");
    const tracker = createActivityTracker(
      async (userId, day) => void recorded.push(`${userId} ${day}`),
      { warn: () => undefined },
      () => now,
    );
    tracker.seen("a");
    tracker.seen("a");
    tracker.seen("b");
    now = new Date("2025-03-10T00:01:00Z");
    tracker.seen("a");
    tracker.seen("a");
    await settle();
    expect(recorded).toEqual(["a 2025-03-09", "b 2025-03-09", "a 2025-03-10"]);
  });

  it("logs a failed write without throwing, and tries again on the member's next request", async () => {
    const warnings: unknown[] = [];
    let calls = 0;
    const tracker = createActivityTracker(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("database away");
      },
      { warn: (message, fields) => warnings.push({ message, fields }) },
    );
    expect(() => tracker.seen("a")).not.toThrow();
    await settle();
    expect(warnings).toEqual([
      { message: "member activity not recorded", fields: expect.objectContaining({ userId: "a" }) },
    ]);
    tracker.seen("a");
    tracker.seen("a");
    await settle();
    expect(calls).toBe(2);
  });
});
