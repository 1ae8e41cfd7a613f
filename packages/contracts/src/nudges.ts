import type { GuidelineId } from "./guidelines";
import { msg } from "./i18n/msg";
import { NUDGE_KINDS, type NudgeKind } from "./nudge-kinds";
import type { ReportCategory } from "./safety";

export { NUDGE_KINDS, type NudgeKind };

/**
 * What a message may carry that a careful sender would think twice about and a receiver may want to
 * report: a way to talk off Kindred (the first step of most romance scams), a request for money or a
 * fee, or insulting words. The sender is asked "Are you sure?" before it goes; the receiver is asked
 * "Does this bother you?"; moderators see the signals on a reported conversation. Nothing is blocked.
 */

/**
 * Off-platform contact is ordinary between people who have talked for a while; from someone just
 * matched it is the scammer's opening. It counts in a conversation's first messages only (both members'
 * together), the same ten after which a match may leave a review.
 */
export const CONTACT_NUDGE_MESSAGES = 10;

/**
 * The reviewed list. Each pattern is matched against the message lower-cased, with its letters
 * normalised (NFKC) and its spaces collapsed, so "W h a t s A p p" in full-width letters is still
 * caught where "what's happening" is not. Whole words only (`\b`): "Scunthorpe", "cocktail" and
 * "mixed signals" stay clean. `nudges.test.ts` lists what must match and what must not; a change here
 * goes with a case there.
 */
export const NUDGE_PATTERNS: Record<NudgeKind, readonly RegExp[]> = {
  contact: [
    // Apps and handles scammers move a conversation to.
    /\b(?:whats ?app|telegram|snapchat|snap ?chat|kik|wechat|viber|hangouts|google ?chat|skype)\b/u,
    /\b(?:line|insta(?:gram)?|ig|snap|signal) ?(?:id|handle|me|app)\b/u,
    /\b(?:add|text|call|message|dm|find|follow) me (?:on|at|via)\b/u,
    /\bmy (?:number|phone|cell|email|e-mail) (?:is|:)/u,
    // A phone number: nine or more digits, with the usual separators.
    /(?:^|[^\d])\+?\d(?:[\s().-]{0,2}\d){8,14}(?!\d)/u,
    // An email address.
    /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b/u,
  ],
  payment: [
    /\b(?:gift ?cards?|itunes cards?|steam cards?|google play cards?|amazon cards?)\b/u,
    /\b(?:western union|moneygram|wire transfer|bank transfer|bank details|bank account|routing number)\b/u,
    /\b(?:bitcoin|btc|crypto|usdt|ethereum|forex|investment opportunity)\b/u,
    /\b(?:cash ?app|venmo|zelle|paypal)\b/u,
    /\b(?:verification|processing|customs|release|clearance|registration) fees?\b/u,
    /\b(?:send|lend|give|wire|transfer) me (?:some |the )?(?:money|cash|funds|\$|€|£)/u,
    /\b(?:need|borrow) (?:a |some )?(?:money|loan|cash)\b/u,
    /\bpay (?:for )?my (?:ticket|flight|visa|fees?|rent|bills?|hospital)\b/u,
    // The code a verification text sends: asking for it takes over the receiver's number.
    /\b(?:send|give|tell) me (?:the|your|that) (?:verification |security |6[- ]digit )?code\b/u,
  ],
  insult: [
    /\b(?:bitch|slut|whore|cunt|skank|retard(?:ed)?|faggot|tranny)\b/u,
    /\b(?:fuck (?:you|off)|piece of shit|go to hell|shut up|stfu|kill yourself|kys)\b/u,
    /\b(?:you(?:'re| are|r)?|ur|u r|u are) (?:so |such an? |an? |a fucking |fucking )?(?:idiot|stupid|ugly|fat|loser|pathetic|worthless|moron|dumb|disgusting)\b/u,
  ],
};

/** The rule each kind touches, named in the sender's nudge (the guidelines page anchors it). */
export const NUDGE_GUIDELINE: Record<NudgeKind, GuidelineId> = {
  contact: "protect-privacy",
  payment: "protect-privacy",
  insult: "be-respectful",
};

/** The category the receiver's report starts with. */
export const NUDGE_REPORT_CATEGORY: Record<NudgeKind, ReportCategory> = {
  contact: "scam_spam",
  payment: "scam_spam",
  insult: "harassment",
};

/** The words a message is matched in: NFKC folds full-width and styled letters, spaces collapse. */
export function normaliseForNudges(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/[’‘`]/gu, "'").replace(/\s+/gu, " ").trim();
}

/**
 * The kinds a message carries, in NUDGE_KINDS order. `early`: the message is among its conversation's
 * first CONTACT_NUDGE_MESSAGES, where off-platform contact counts.
 */
export function messageSignals(text: string | null | undefined, { early }: { early: boolean }): NudgeKind[] {
  if (!text) return [];
  const words = normaliseForNudges(text);
  return NUDGE_KINDS.filter(
    (kind) => (kind !== "contact" || early) && NUDGE_PATTERNS[kind].some((pattern) => pattern.test(words)),
  );
}

export const NUDGE_TEXT = {
  senderTitle: msg("Are you sure?"),
  senderBody: {
    contact: msg(
      "This message shares a way to reach you outside Kindred. Scammers ask to move chats off the app early; there is no hurry to leave the safety of Kindred.",
    ),
    payment: msg(
      "This message mentions money, a payment app or a fee. Kindred members never ask each other for money, gift cards or fees.",
    ),
    insult: msg(
      "This message may come across as hurtful. Kindred is a place where people treat each other with respect.",
    ),
  } satisfies Record<NudgeKind, string>,
  senderGuideline: msg("Our community guideline:"),
  send: msg("Send anyway"),
  edit: msg("Edit message"),
  receiverPrompt: msg("Does this bother you?"),
  receiverReason: {
    contact: msg("They asked to talk outside Kindred right after we matched."),
    payment: msg("They asked me for money, a payment or a fee."),
    insult: msg("They sent me insulting or hurtful words."),
  } satisfies Record<NudgeKind, string>,
  report: msg("Report"),
  dismiss: msg("No, it's fine"),
  /** Moderators' name for each signal, on a reported conversation's messages. */
  signalLabel: {
    contact: msg("Off-platform contact"),
    payment: msg("Money request"),
    insult: msg("Insulting words"),
  } satisfies Record<NudgeKind, string>,
  flaggedMessage: msg("The message reported"),
} as const;
