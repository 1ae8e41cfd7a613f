// The simulated members, made as a person makes one: through the public API only (sign-up, profile,
// quiz, deck filters), then paired by two likes so every member has a match to talk to, then signed in
// again from a "new device" whose session the run uses, with the live socket open.
import {
  MATCH_STYLES,
  QUIZ_LENGTH,
  scoreQuiz,
  type LikeResult,
  type MatchStyle,
  type ProfileUpdateInput,
} from "@kindred/contracts";
import type { Figures } from "./figures";
import { MemberHttp, type Gate, type Outcome, type Target } from "./http";
// The demo community's seeded generator: the same seed makes the same choices.
import { createRandom, type Random } from "../../apps/server/src/modules/demo/demo-random";
import { MemberSocket } from "./socket";

export const PASSWORD = "a-long-enough-soak-secret";

/** Four cities more than 100 km apart, so each deck holds a quarter of the members (radius 50 km). */
const CITIES = ["Austin", "Houston", "Dallas", "San Antonio"];
const NAMES = ["Ada", "Ben", "Chloe", "Dev", "Emma", "Farid", "Grace", "Hugo", "Iris", "Jonas", "Kemi", "Leo"];

export type Member = {
  index: number;
  email: string;
  id: string;
  /** The partner's index: members 2k and 2k+1 match each other. */
  partner: number;
  matchId: string;
  http: MemberHttp;
  socket: MemberSocket;
  random: Random;
  /** Own profile photos, oldest first (a member holds at most six). */
  photos: string[];
};

/** Member i's own loopback address: 127.1.x.y (Linux routes all of 127/8 to the loopback device). */
const addressOf = (index: number) => `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;

function profileOf(index: number, random: Random): ProfileUpdateInput {
  const woman = index % 2 === 0;
  return {
    firstName: NAMES[index % NAMES.length]!,
    lastName: "Soak",
    age: random.int(24, 48),
    gender: woman ? "female" : "male",
    interestedIn: woman ? "men" : "women",
    relationshipType: ["Long-term Relationship"],
    lookingFor: ["Marriage"],
    location: { country: "United States", state: "Texas", city: CITIES[Math.floor(index / 2) % CITIES.length]! },
    bio: "Here for a long conversation that turns into a longer walk, and to see whether the app holds up.",
    ethnicity: "white/caucasian",
    height: random.int(155, 195),
    weight: random.int(50, 95),
    relationshipStatus: "single",
    hasChildren: false,
    mbtiType: "INTJ",
    religion: "agnosticism",
    languages: ["English"],
    interests: ["Reading"],
    communicationStyle: null,
    loveLanguage: null,
    education: null,
    occupation: "",
    dealBreakers: [],
  };
}

function quizOf(random: Random): { matchStyle: MatchStyle; answers: MatchStyle[] } {
  const answers = Array.from({ length: QUIZ_LENGTH }, () => random.pick(MATCH_STYLES));
  return { matchStyle: scoreQuiz(answers), answers };
}

/** Runs `task` over `items`, at most `width` at a time. */
export async function inPool<T>(items: T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

class SetUpFailed extends Error {}

function must<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new SetUpFailed(`set-up failed: ${what} (see the errors below)`);
  return outcome.answer.body;
}

/** Signs up `count` members with complete profiles, quiz answers and deck filters. */
export async function createMembers(
  count: number,
  seed: number,
  target: Target,
  gate: Gate,
  figures: Figures,
): Promise<Member[]> {
  const run = `${Date.now().toString(36)}-${seed}`;
  const members: Member[] = Array.from({ length: count }, (_, index) => {
    const http = new MemberHttp(target, addressOf(index), gate, figures);
    const member: Member = {
      index,
      email: `soak-${run}-${index}@soak.kindred.invalid`,
      id: "",
      partner: index ^ 1,
      matchId: "",
      http,
      socket: undefined as unknown as MemberSocket,
      random: createRandom(seed * 100_003 + index),
      photos: [],
    };
    member.socket = new MemberSocket(target, http, () => members[member.partner]!.id, figures);
    return member;
  });
  await inPool(members, 16, async (member) => {
    const { http, random } = member;
    must(
      await http.call("sign-up", "POST", "/api/auth/sign-up/email", [200], {
        json: { email: member.email, password: PASSWORD },
      }),
      `sign-up of member ${member.index}`,
    );
    const saved = must(
      await http.call<{ profile: { id: string } }>("profile save", "PUT", "/api/profile", [200], {
        json: profileOf(member.index, random),
      }),
      `profile of member ${member.index}`,
    );
    member.id = saved.profile.id;
    must(
      await http.call("quiz save", "PUT", "/api/profile/match-style", [200], { json: quizOf(random) }),
      `quiz of member ${member.index}`,
    );
    must(
      await http.call("deck filters save", "PUT", "/api/discovery/preferences", [200], {
        json: { minAge: 18, maxAge: 99, distanceKm: 50 },
      }),
      `deck filters of member ${member.index}`,
    );
  });
  return members;
}

/** Each pair likes each other: the second like answers "matched" and the conversation's id. */
export async function pairMembers(members: Member[], figures: Figures): Promise<void> {
  const firsts = members.filter((member) => member.index % 2 === 0);
  await inPool(firsts, 16, async (first) => {
    const second = members[first.partner]!;
    const liked = must(
      await first.http.call<LikeResult>("like", "POST", "/api/likes", [201], { json: { targetId: second.id } }),
      `like of member ${second.index} by ${first.index}`,
    );
    const back = must(
      await second.http.call<LikeResult>("like", "POST", "/api/likes", [201], { json: { targetId: first.id } }),
      `like back of member ${first.index} by ${second.index}`,
    );
    if (back.outcome !== "matched" || back.matchId !== liked.matchId)
      throw new SetUpFailed(`members ${first.index} and ${second.index} did not match: ${JSON.stringify(back)}`);
    first.matchId = second.matchId = back.matchId;
    figures.counts.likes += 2;
    figures.counts.matches += 1;
  });
}

/** Every member signs in afresh (a new device, a new session) and opens the live socket with it. */
export async function signIn(members: Member[]): Promise<void> {
  await inPool(members, 16, async (member) => {
    member.http.forgetCookies();
    must(
      await member.http.call("sign-in", "POST", "/api/auth/sign-in/email", [200], {
        json: { email: member.email, password: PASSWORD },
      }),
      `sign-in of member ${member.index}`,
    );
    await member.socket.open();
  });
}

export function isSetUpFailure(error: unknown): boolean {
  return error instanceof SetUpFailed;
}
