import { NOTICE_TEXT } from "@kindred/contracts";
import { describe, expect, it } from "vitest";
import { appealStatusText, canFileAppeal } from "./moderation-statement";

const appeal = (status: "pending" | "upheld" | "overturned") => ({
  id: "a1",
  status,
  createdAt: "2025-03-02T00:00:00.000Z",
  decidedAt: status === "pending" ? null : "2025-03-03T00:00:00.000Z",
});

describe("appealStatusText", () => {
  it("says how to appeal while the decision can be appealed", () => {
    expect(appealStatusText({ kind: "suspension", canAppeal: true, appeal: null })).toBe(NOTICE_TEXT.appealHow);
  });

  it("says where a filed appeal stands", () => {
    expect(appealStatusText({ kind: "ban", canAppeal: false, appeal: appeal("pending") })).toBe(
      NOTICE_TEXT.appealPending,
    );
    expect(appealStatusText({ kind: "ban", canAppeal: false, appeal: appeal("upheld") })).toBe(
      NOTICE_TEXT.appealUpheld,
    );
    expect(appealStatusText({ kind: "ban", canAppeal: false, appeal: appeal("overturned") })).toBe(
      NOTICE_TEXT.appealOverturned,
    );
  });

  it("says an appeal's outcome is final, and a closed decision is closed", () => {
    expect(appealStatusText({ kind: "appeal_decision", canAppeal: false, appeal: null })).toBe(NOTICE_TEXT.noAppeal);
    expect(appealStatusText({ kind: "warning", canAppeal: false, appeal: null })).toBe(NOTICE_TEXT.appealClosed);
  });
});

describe("canFileAppeal", () => {
  it("is true only while the server allows it and nothing was filed", () => {
    expect(canFileAppeal({ canAppeal: true, appeal: null })).toBe(true);
    expect(canFileAppeal({ canAppeal: true, appeal: appeal("pending") })).toBe(false);
    expect(canFileAppeal({ canAppeal: false, appeal: null })).toBe(false);
  });
});
