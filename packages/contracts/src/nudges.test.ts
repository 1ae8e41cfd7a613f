import { describe, expect, it } from "vitest";
import { messageSignals, NUDGE_KINDS, NUDGE_PATTERNS, type NudgeKind } from "./nudges";

const early = { early: true };

/** What each kind must catch: the openings of real romance scams and harassment, in their usual spellings. */
const MATCHES: Record<NudgeKind, string[]> = {
  contact: [
    "Add me on WhatsApp, I'm rarely here",
    "let's talk on whats app instead",
    "Do you have Telegram?",
    "my snap is hannah_92, snap me",
    "text me at 555 201 3344",
    "My number is +44 7700 900123",
    "call me: (512) 555-0199",
    "write to hannah.lee@example.com",
    "Ｗｈａｔｓａｐｐ?",
    "what's your line id",
    "follow me on insta",
  ],
  payment: [
    "Could you buy me a gift card? I'll pay you back",
    "I need you to send me some money for the ticket",
    "My agent asks for a verification fee of $200",
    "the customs fees are holding my package",
    "Have you heard of this bitcoin investment opportunity?",
    "Just Cash App me",
    "can you pay for my flight to see you",
    "Western Union is easiest",
    "please send me the code you just got",
    "I need a loan until Friday",
  ],
  insult: [
    "you're so stupid",
    "You are an idiot",
    "fuck you",
    "what a bitch",
    "ur pathetic",
    "shut up",
    "you're a fucking loser",
  ],
};

/** Ordinary messages: none of them may trigger anything, early in a conversation or late. */
const ORDINARY = [
  "Hi! How was your weekend?",
  "I'm from Scunthorpe originally, now in Leeds",
  "Let's get a cocktail on Friday?",
  "I keep getting mixed signals from my cat",
  "Born in 1990, two kids, 3 dogs",
  "I paid for my flight already, landing at 10:45",
  "I work in finance, mostly spreadsheets",
  "My phone died yesterday, sorry for the late reply",
  "I saw the funniest video on Instagram",
  "That movie was stupidly good",
  "The class was on 12/03/2024",
  "Do you like hiking? The trail is 12 km",
  "I'll text you when I'm there",
  "What's happening this weekend?",
  "Assassin's Creed is my favourite game",
  "I'm a big fan of the Signal Hill walk",
  "Can I pay for dinner this time?",
  "My email inbox is a mess",
  "Call me old-fashioned, but I like letters",
  "I'm a bit of a code nerd",
];

describe("messageSignals", () => {
  for (const kind of NUDGE_KINDS)
    it(`catches ${kind}`, () => {
      for (const text of MATCHES[kind]) expect(messageSignals(text, early), text).toContain(kind);
    });

  it("leaves ordinary messages alone", () => {
    for (const text of ORDINARY) expect(messageSignals(text, early), text).toEqual([]);
  });

  it("counts off-platform contact only early in a conversation; money and insults always", () => {
    expect(messageSignals("Add me on WhatsApp", { early: false })).toEqual([]);
    expect(messageSignals("send me money on WhatsApp, you idiot", { early: false })).toEqual(["payment", "insult"]);
    expect(messageSignals("send me money on WhatsApp, you idiot", early)).toEqual(["contact", "payment", "insult"]);
  });

  it("reads nothing into no text", () => {
    expect(messageSignals(null, early)).toEqual([]);
    expect(messageSignals("", early)).toEqual([]);
  });

  it("keeps its patterns stateless (no g or y flag, which would make a second test of one text differ)", () => {
    for (const kind of NUDGE_KINDS)
      for (const pattern of NUDGE_PATTERNS[kind]) expect(pattern.flags).not.toMatch(/[gy]/);
  });
});
