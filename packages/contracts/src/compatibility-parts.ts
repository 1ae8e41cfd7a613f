import { RELIGIONS } from "./options";

// Shared by the reference score (compatibility.ts) and the deck's scorer (compatibility-scorer.ts), so
// both phrase and judge alike. Not exported from the package.

/** A member's goals: what they look for and the relationship types they want, once each. */
export const goalsOf = (p: { lookingFor: string[]; relationshipType: string[] }) => [
  ...new Set([...p.lookingFor, ...p.relationshipType]),
];
export const COMMITTED_GOALS = ["Long-term Relationship", "Marriage"];
export const religionLabel = (value: string) => RELIGIONS.find((r) => r.value === value)?.label ?? value;
/** "a", "a and b", "a, b and c". */
export const joinReasonItems = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : items[0]!;
