import { describe, expect, it } from "vitest";
import { nextNotice } from "./next-notice";
import { aNotice } from "./notice-fixtures";

describe("nextNotice", () => {
  it("is nothing while there are no statements, or none left unread", () => {
    expect(nextNotice(undefined)).toBeNull();
    expect(nextNotice([])).toBeNull();
    expect(nextNotice([aNotice({ acknowledgedAt: "2025-03-02T00:00:00.000Z" })])).toBeNull();
  });

  it("is the oldest unacknowledged statement, whatever order the list comes in", () => {
    const suspension = aNotice({ id: "suspension", kind: "suspension", createdAt: "2025-03-01T10:00:00.000Z" });
    const outcome = aNotice({ id: "outcome", kind: "appeal_decision", createdAt: "2025-03-04T09:00:00.000Z" });
    const read = aNotice({ id: "read", createdAt: "2025-02-01T00:00:00.000Z", acknowledgedAt: "2025-02-02T00:00:00Z" });
    expect(nextNotice([outcome, read, suspension])?.id).toBe("suspension");
    expect(nextNotice([outcome, read, { ...suspension, acknowledgedAt: "2025-03-05T00:00:00Z" }])?.id).toBe("outcome");
  });

  it("compares instants, not strings (offsets and precision differ)", () => {
    const later = aNotice({ id: "later", createdAt: "2025-03-01T12:00:00+02:00" });
    const earlier = aNotice({ id: "earlier", createdAt: "2025-03-01T09:30:00.000Z" });
    expect(nextNotice([later, earlier])?.id).toBe("earlier");
  });
});
