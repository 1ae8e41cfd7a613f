// What a member does until the time is up: one action, then a pause, as a person using the app does.
// Swipes, messages (with a typing frame first, an image now and then), reading a conversation, the
// inbox and the dashboard, a new photo now and then, a report now and then. A few "hasty" members once
// send faster than the per-minute message limit allows: the intended 429s.
import {
  PHOTO_FILE_FIELD,
  PHOTO_LIMITS,
  type DeckCard,
  type LikeResult,
  type Message,
  type Photo,
} from "@kindred/contracts";
import type { Figures } from "./figures";
import type { Upload } from "./http";
import type { Ledger } from "./ledger";
import type { Member } from "./members";

/**
 * A member's pause between actions (ms): 300 members offer about 60 actions (90 requests) a second,
 * more than one process on the embedded database serves on two busy cores (30 to 45 requests a
 * second measured), so the server is kept busy and the gate of requests in flight sets the pace.
 */
const THINK_MS = { min: 2000, max: 8000 };
/** A send that met a network error is tried again with the same client id, this many times at most. */
const SEND_ATTEMPTS = 4;
/** One member in this many sends one burst past the per-minute message limit. */
const HASTY_EVERY = 50;

export type Run = {
  members: Member[];
  figures: Figures;
  ledger: Ledger;
  /** When members stop starting actions (ms since the epoch). */
  deadline: number;
  images: Buffer[];
  /** The server's message limit a minute (MESSAGES_PER_MINUTE times RATE_LIMIT_SCALE). */
  messagesPerMinute: number;
};

type MemberState = { lastDeck: DeckCard[]; passes: number };
type Action = (member: Member, state: MemberState, run: Run) => Promise<void>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The member's life until the deadline. */
export async function live(member: Member, run: Run): Promise<void> {
  const { random } = member;
  const state: MemberState = { lastDeck: [], passes: 0 };
  // A burst needs twice the limit at most (the limit's minute may turn during it); past 200 it is no burst.
  let hasty = member.index % HASTY_EVERY === 0 && run.messagesPerMinute <= 200;
  // Members start spread over the first pause, not all in the same millisecond.
  await sleep(random.int(0, THINK_MS.max));
  while (Date.now() < run.deadline) {
    // A hasty member's first action, so even the short run sees the limit answer.
    if (hasty) await burst(member, run);
    else await pickAction(member)(member, state, run);
    hasty = false;
    await sleep(Math.min(random.int(THINK_MS.min, THINK_MS.max), Math.max(0, run.deadline - Date.now())));
  }
}

const ACTIONS: [number, Action][] = [
  [25, swipe],
  [30, message],
  [14, readConversation],
  [10, inbox],
  [8, dashboard],
  [5, likesAndProfile],
  [5, uploadPhoto],
  [3, report],
];
const TOTAL_WEIGHT = ACTIONS.reduce((total, [weight]) => total + weight, 0);

function pickAction(member: Member): Action {
  let roll = member.random.next() * TOTAL_WEIGHT;
  for (const [weight, action] of ACTIONS) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return ACTIONS[0]![1];
}

async function swipe(member: Member, state: MemberState, run: Run) {
  const deck = await member.http.call<{ cards: DeckCard[] }>("deck", "GET", "/api/discovery/deck", [200]);
  if (!deck.ok) return;
  state.lastDeck = deck.answer.body.cards;
  const partnerId = run.members[member.partner]!.id;
  const card = state.lastDeck.find((candidate) => candidate.profile.id !== partnerId);
  if (!card) {
    // An empty deck: the member takes back a skip, as "undo" on the deck does.
    if (state.passes > 0 && (await member.http.call("undo pass", "DELETE", "/api/passes/last", [200])).ok)
      state.passes -= 1;
    return;
  }
  const targetId = card.profile.id;
  if (member.random.chance(0.35)) {
    const liked = await member.http.call<LikeResult>("like", "POST", "/api/likes", [200, 201], { json: { targetId } });
    if (!liked.ok) return;
    run.figures.counts.likes += 1;
    if (liked.answer.body.outcome === "matched") run.figures.counts.matches += 1;
  } else if ((await member.http.call("pass", "POST", "/api/passes", [204], { json: { targetId } })).ok) {
    state.passes += 1;
    run.figures.counts.passes += 1;
  }
}

/** One message to the partner; a network error is retried with the same client id. Answers whether it was refused. */
async function sendOne(member: Member, run: Run, withImage: boolean, hasty = false): Promise<"ok" | "429" | "time up"> {
  const clientId = run.ledger.open(member, withImage);
  const content = `Message ${clientId}: how was your day?`;
  const path = `/api/conversations/${member.matchId}/messages`;
  const image = withImage ? imageUpload(member, run, { clientId, content }) : undefined;
  for (let attempt = 1; attempt <= SEND_ATTEMPTS; attempt++) {
    if (attempt > 1) run.figures.counts.retries += 1;
    const kind = hasty ? "message send (burst)" : "message send";
    const sent = await member.http.call<{ message: Message }>(kind, "POST", path, [200, 201], {
      ...(image ? { upload: image } : { json: { clientId, content } }),
      ungated: hasty,
    });
    if (sent.ok) {
      run.ledger.settle(clientId, "accepted");
      if (withImage) run.figures.counts.messageImages += 1;
      return "ok";
    }
    if (sent.limited) {
      run.ledger.settle(clientId, "refused");
      return "429";
    }
    if (sent.skipped) {
      run.ledger.settle(clientId, attempt === 1 ? "unsent" : "unanswered");
      return "time up";
    }
    // Answered with an error: the member sees it and moves on; unanswered: the same message again.
    if (!sent.network) {
      run.ledger.settle(clientId, "failed");
      return "ok";
    }
    await sleep(250 * attempt);
  }
  run.ledger.settle(clientId, "unanswered");
  return "ok";
}

async function message(member: Member, _state: MemberState, run: Run) {
  if (member.random.chance(0.6)) member.socket.typing(member.matchId);
  await sendOne(member, run, member.random.chance(0.04));
}

/**
 * Sends back to back until the limit answers 429 (at most twice the limit, plus one), without waiting
 * for the gate: in its turn among 300 members a burst would take longer than the short run.
 */
async function burst(member: Member, run: Run) {
  run.figures.counts.bursts += 1;
  for (let i = 0; i <= 2 * run.messagesPerMinute; i++) {
    const sent = await sendOne(member, run, false, true);
    if (sent !== "ok") return;
  }
  run.figures.error("message send (burst)", `no 429 after ${2 * run.messagesPerMinute + 1} messages back to back`);
}

async function readConversation(member: Member) {
  const base = `/api/conversations/${member.matchId}`;
  if (!(await member.http.call("messages page", "GET", `${base}/messages?limit=50`, [200])).ok) return;
  await member.http.call("mark read", "POST", `${base}/read`, [200], { json: {} });
}

async function inbox(member: Member) {
  await member.http.call("conversations", "GET", "/api/conversations", [200]);
  await member.http.call("inbox summary", "GET", "/api/conversations/summary", [200]);
}

async function dashboard(member: Member) {
  await member.http.call("dashboard", "GET", "/api/dashboard/stats", [200]);
  await member.http.call("potential matches", "GET", "/api/profiles/potential", [200]);
}

async function likesAndProfile(member: Member) {
  await member.http.call("likes received", "GET", "/api/likes/received", [200]);
  await member.http.call("own profile", "GET", "/api/profile", [200]);
}

function imageUpload(member: Member, run: Run, fields: Record<string, string>): Upload {
  const bytes = member.random.pick(run.images);
  return { fields, file: { field: PHOTO_FILE_FIELD, name: "photo.jpg", type: "image/jpeg", bytes } };
}

/** A new profile photo; a member at the limit first removes their oldest, as the photo screen asks. */
async function uploadPhoto(member: Member, _state: MemberState, run: Run) {
  if (member.photos.length >= PHOTO_LIMITS.maxPerMember) {
    const oldest = member.photos[0]!;
    if (!(await member.http.call("photo remove", "DELETE", `/api/photos/${oldest}`, [204])).ok) return;
    member.photos.shift();
    run.figures.counts.photosRemoved += 1;
  }
  const uploaded = await member.http.call<Photo>("photo upload", "POST", "/api/photos", [201], {
    upload: imageUpload(member, run, {}),
  });
  if (!uploaded.ok) return;
  member.photos.push(uploaded.answer.body.id);
  run.figures.counts.photosUploaded += 1;
}

/** A report of a profile or a photo seen in the deck, or of the member's own conversation. */
async function report(member: Member, state: MemberState, run: Run) {
  const card = state.lastDeck.length ? member.random.pick(state.lastDeck) : undefined;
  const photo = card?.profile.photos[0];
  const [kind, targetId] =
    card && photo && member.random.chance(0.4)
      ? ["photo", photo.id]
      : card && member.random.chance(0.7)
        ? ["profile", card.profile.id]
        : ["conversation", member.matchId];
  const filed = await member.http.call("report", "POST", "/api/reports", [200, 201], {
    json: { kind, targetId, category: "fake_profile", reason: "Soak run: this is what a report looks like." },
  });
  if (filed.ok) run.figures.counts.reports += 1;
}
