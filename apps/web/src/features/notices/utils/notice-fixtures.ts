import type { Notice } from "@kindred/contracts";

/** A statement as the server sends it, with what a test cares about changed. */
export const aNotice = (overrides: Partial<Notice> = {}): Notice => ({
  id: "n1",
  kind: "warning",
  decision: "Our moderators sent you a warning.",
  ruleId: "be-respectful",
  facts: "Rude messages to another member.",
  until: null,
  createdAt: "2025-03-01T10:00:00.000Z",
  acknowledgedAt: null,
  canAppeal: true,
  appeal: null,
  ...overrides,
});
