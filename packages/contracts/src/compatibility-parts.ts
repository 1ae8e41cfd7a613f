import { msg } from "./i18n/msg";
import { RELIGIONS } from "./options";

// Shared by the reference score (compatibility.ts) and the deck's scorer (compatibility-scorer.ts), so
// both phrase and judge alike. Not exported from the package.

/**
 * How a reason is put into words: a message with its values, in the reader's language (the server
 * passes its translator). By default English: the message as written, its `{placeholders}` filled.
 */
export type Phrase = (message: string, values?: Record<string, unknown>) => string;
export const inEnglish: Phrase = (message, values) =>
  values
    ? message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
    : message;

/** A score's reasons, whole sentences whose values are already in the reader's language. */
export const REASON_MESSAGES = {
  goals: msg("You both want {goals}"),
  distance: msg("You live {km} km apart"),
  mbti: msg("{first} and {second} are a natural pairing"),
  religion: msg("You share {religion}"),
  languages: msg("You both speak {languages}"),
  interests: msg("You both love {interests}"),
  /** The last two items of a list: "Travel and Music". */
  list: msg("{first} and {second}"),
} as const;

/** A member's goals: what they look for and the relationship types they want, once each. */
export const goalsOf = (p: { lookingFor: string[]; relationshipType: string[] }) => [
  ...new Set([...p.lookingFor, ...p.relationshipType]),
];
export const COMMITTED_GOALS = ["Long-term Relationship", "Marriage"];
export const religionLabel = (value: string) => RELIGIONS.find((r) => r.value === value)?.label ?? value;
/** "a", "a and b", "a, b and c", each item (an option's label) in the reader's language. */
export const joinReasonItems = (items: string[], say: Phrase = inEnglish) => {
  const words = items.map((item) => say(item));
  return words.length > 1
    ? say(REASON_MESSAGES.list, { first: words.slice(0, -1).join(", "), second: words.at(-1) })
    : words[0]!;
};
