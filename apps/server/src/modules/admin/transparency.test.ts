import { MODERATION_ACTION_KINDS, REPORT_CATEGORY_VALUES, TRANSPARENCY_MONTHS } from "@kindred/contracts";
import { describe, expect, it } from "vitest";
import {
  csvField,
  csvLines,
  lastMonths,
  percentChange,
  TRANSPARENCY_CSV_HEADER,
  transparencyCsv,
  transparencyMonths,
} from "./transparency";

describe("csvField", () => {
  it("quotes a field with a comma, a quote or a line break, doubling its quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField(12.5)).toBe("12.5");
    expect(csvField(null)).toBe("");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
  });

  it("ends every row with CRLF", () => {
    expect(
      csvLines([
        ["a", 1],
        ["b,c", null],
      ]),
    ).toBe('a,1\r\n"b,c",\r\n');
  });
});

describe("lastMonths", () => {
  it("counts back UTC months across a year boundary, newest first", () => {
    // 00:30 on 1 February in UTC is still January west of Greenwich: the months are UTC ones.
    const { months, firstMonth } = lastMonths(new Date("2025-02-01T00:30:00Z"), 3);
    expect(months).toEqual(["2025-02", "2025-01", "2024-12"]);
    expect(firstMonth.toISOString()).toBe("2024-12-01T00:00:00.000Z");
    expect(lastMonths(new Date("2025-02-01T00:30:00Z")).months).toHaveLength(TRANSPARENCY_MONTHS);
  });
});

describe("percentChange", () => {
  it("is rounded to one decimal and null without a week before", () => {
    expect(percentChange(4, 3)).toBe(33.3);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(3, 3)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
  });
});

describe("the transparency report", () => {
  const months = ["2025-02", "2025-01"];
  const filled = transparencyMonths(months, [
    { metric: "reports", month: "2025-02", key: "harassment", value: 2 },
    { metric: "reports", month: "2025-01", key: "underage", value: 1 },
    { metric: "actions", month: "2025-02", key: "ban", value: 3 },
    { metric: "appeals_received", month: "2025-02", key: "", value: 4 },
    { metric: "appeals_decided", month: "2025-02", key: "upheld", value: 1 },
    { metric: "appeals_decided", month: "2025-02", key: "overturned", value: 2 },
    { metric: "median_hours", month: "2025-01", key: "", value: 1.26 },
    // Outside the window: ignored.
    { metric: "reports", month: "2024-12", key: "other", value: 9 },
  ]);

  it("has every month, category and kind, zero where nothing happened", () => {
    expect(filled.map((month) => month.month)).toEqual(months);
    expect(Object.keys(filled[0]!.reportsByCategory)).toEqual(REPORT_CATEGORY_VALUES);
    expect(Object.keys(filled[0]!.actionsByKind)).toEqual([...MODERATION_ACTION_KINDS]);
    expect(filled[0]).toMatchObject({
      reportsByCategory: { harassment: 2, underage: 0, other: 0 },
      actionsByKind: { ban: 3, suspend: 0 },
      appealsReceived: 4,
      appealsUpheld: 1,
      appealsOverturned: 2,
      medianHoursToDecision: null,
    });
    expect(filled[1]).toMatchObject({ reportsByCategory: { underage: 1 }, medianHoursToDecision: 1.3 });
  });

  it("is one CSV row per month under a header naming every column", () => {
    const lines = transparencyCsv(filled).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe(TRANSPARENCY_CSV_HEADER.join(","));
    expect(TRANSPARENCY_CSV_HEADER).toEqual([
      "month",
      "reports_harassment",
      "reports_fake_profile",
      "reports_scam_spam",
      "reports_underage",
      "reports_inappropriate_photos",
      "reports_hate_threats",
      "reports_other",
      "actions_ban",
      "actions_suspend",
      "actions_reinstate",
      "actions_decide_report",
      "actions_warn",
      "actions_remove_photo",
      "actions_delete_account",
      "actions_read_conversation",
      "actions_decide_appeal",
      "actions_approve_photo",
      "actions_revoke_verification",
      "appeals_received",
      "appeals_upheld",
      "appeals_overturned",
      "median_hours_to_decision",
    ]);
    expect(lines[1]).toBe("2025-02,2,0,0,0,0,0,0,3,0,0,0,0,0,0,0,0,0,0,4,1,2,");
    expect(lines[2]).toBe("2025-01,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1.3");
  });
});
