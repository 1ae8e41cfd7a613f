import { createHash } from "node:crypto";

/** What a demo member's reply is written from: their own profile. */
export type DemoVoice = {
  firstName: string;
  interests: readonly string[];
  communicationStyle: string | null;
};

/**
 * Whether this demo member likes back this member: about half of the pairs, the same answer every time
 * for a pair (so a test can pick a demo member who does), from a hash of the two ids.
 */
export function demoLikesBack(demoId: string, memberId: string): boolean {
  return pairHash(demoId, memberId) % 2 === 0;
}

function pairHash(a: string, b: string): number {
  return createHash("sha256").update(`${a}:${b}`).digest().readUInt32BE(0);
}

/** How the opening sounds, by the member's communication style (profile options). */
const OPENINGS: Record<string, readonly string[]> = {
  "Direct and honest": ["Hi {them}, {me} here. Thanks for writing first.", "Hey {them}, good to hear from you."],
  "Warm and expressive": ["Hi {them}! So lovely to get your message.", "Oh hello {them}, this made my day!"],
  "Thoughtful listener": ["Hi {them}, thank you for your message.", "Hello {them}, {me} here. I'm glad you wrote."],
  "Playful and witty": ["Well hello {them}, you beat me to it!", "Hi {them}! You went first, I'm impressed."],
  "Calm and reserved": ["Hi {them}, nice to hear from you.", "Hello {them}, {me} here. Thanks for saying hi."],
};
const DEFAULT_OPENINGS = ["Hi {them}, nice to hear from you."];

/** A question about one of their own interests, so the conversation has somewhere to go. */
const ABOUT_INTEREST: Record<string, string> = {
  Travel: "I've got travel on the brain lately. Where's the last place you went that surprised you?",
  Music: "I've been listening to a lot of music this week. What's on repeat for you?",
  Movies: "Seen any good films lately? I'm always after a recommendation.",
  Reading: "I'm between books right now. Read anything good recently?",
  Sports: "Do you play anything, or are you more of a watcher like me at weekends?",
  Cooking: "I've been cooking a lot lately. What's your go-to dish?",
  Art: "I went to a gallery last weekend. Do you have a favourite?",
  Photography: "I took way too many photos on a walk yesterday. Do you take pictures?",
  Gaming: "Are you into games at all? I'm always looking for a new co-op one.",
  Hiking: "I'm planning a hike soon. Do you have a favourite trail nearby?",
  Dancing: "I went dancing last week and my feet still remember. Do you dance?",
  Writing: "I've been writing a bit in the evenings. What do you do to unwind?",
  Technology: "I've been tinkering with a little project this week. What keeps you busy lately?",
  Fashion: "I found a great vintage market at the weekend. Are you a market person?",
  Fitness: "I went for an early run today. Are you a morning or an evening person?",
};
const DEFAULT_QUESTION = "How's your week going?";

/**
 * The demo member's one reply to a newcomer's first message: a greeting in their communication style and
 * a question about one of their own interests, chosen from the pair so a retry writes the same line.
 */
export function demoReply(voice: DemoVoice, them: string | null, pairKey: string): string {
  const seed = pairHash(pairKey, voice.firstName);
  const openings = (voice.communicationStyle && OPENINGS[voice.communicationStyle]) || DEFAULT_OPENINGS;
  const opening = openings[seed % openings.length]!.replace(" {them}", them?.trim() ? ` ${them.trim()}` : "").replace(
    "{me}",
    voice.firstName,
  );
  const known = voice.interests.filter((interest) => ABOUT_INTEREST[interest]);
  const question = known.length > 0 ? ABOUT_INTEREST[known[seed % known.length]!]! : DEFAULT_QUESTION;
  return `${opening} ${question}`;
}
