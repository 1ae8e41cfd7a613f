// Every message a member sent, by its client id, and at the end the proof that none was lost: each one
// the server accepted (201, or 200 for a retry it had already stored) was heard live by the partner and
// is stored exactly once; each one refused with 429 is not stored at all.
import type { Message, MessagePage } from "@kindred/contracts";
import type { Figures } from "./figures";
import type { Member } from "./members";

/**
 * refused: 429; failed: answered with another error; unanswered: network errors on every attempt;
 * unsent: the time was up before its request's turn came.
 */
type State = "pending" | "accepted" | "refused" | "failed" | "unanswered" | "unsent";
type Sent = { clientId: string; from: number; to: number; state: State; withImage: boolean };

export type MessageFigures = {
  accepted: number;
  withImage: number;
  refused: number;
  failed: number;
  unanswered: number;
  unsent: number;
  heardLive: number;
  heardTwice: number;
  stored: number;
  notHeard: string[];
  notStored: string[];
  storedTwice: string[];
  refusedButStored: string[];
  strangers: string[];
};

export class Ledger {
  private readonly sent = new Map<string, Sent>();
  private counter = 0;

  /** A new client id (the contract's 8-64 letters, digits, '-' or '_'), recorded as pending. */
  open(from: Member, withImage: boolean): string {
    const clientId = `soak-${from.index}-${(this.counter += 1)}`;
    this.sent.set(clientId, { clientId, from: from.index, to: from.partner, state: "pending", withImage });
    return clientId;
  }

  settle(clientId: string, state: Exclude<State, "pending">) {
    this.sent.get(clientId)!.state = state;
  }

  private accepted() {
    return [...this.sent.values()].filter((sent) => sent.state === "accepted");
  }

  /** Waits until every accepted message was heard live, or `timeoutMs` passed. */
  async awaitDelivery(members: Member[], timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.accepted().every((sent) => members[sent.to]!.socket.heard.has(sent.clientId))) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Reads every pair's conversation back through the API and checks each message against the ledger. */
  async check(members: Member[], figures: Figures): Promise<MessageFigures> {
    const stored = new Map<string, number>();
    const strangers: string[] = [];
    const ids = new Set(members.map((member) => member.id));
    const firsts = members.filter((member) => member.index % 2 === 0);
    for (const reader of firsts) {
      for (const message of await readAll(reader)) {
        if (!ids.has(message.senderId ?? "") || !this.sent.has(message.clientId)) strangers.push(message.clientId);
        stored.set(message.clientId, (stored.get(message.clientId) ?? 0) + 1);
      }
    }
    const accepted = this.accepted();
    const all = [...this.sent.values()];
    const result: MessageFigures = {
      accepted: accepted.length,
      withImage: accepted.filter((sent) => sent.withImage).length,
      refused: all.filter((sent) => sent.state === "refused").length,
      failed: all.filter((sent) => sent.state === "failed").length,
      unanswered: all.filter((sent) => sent.state === "unanswered").length,
      unsent: all.filter((sent) => sent.state === "unsent").length,
      heardLive: accepted.filter((sent) => members[sent.to]!.socket.heard.has(sent.clientId)).length,
      heardTwice: accepted.filter((sent) => (members[sent.to]!.socket.heard.get(sent.clientId) ?? 0) > 1).length,
      stored: [...stored.values()].reduce((total, n) => total + n, 0),
      notHeard: accepted.filter((sent) => !members[sent.to]!.socket.heard.has(sent.clientId)).map((s) => s.clientId),
      notStored: accepted.filter((sent) => !stored.has(sent.clientId)).map((sent) => sent.clientId),
      storedTwice: [...stored].filter(([, n]) => n > 1).map(([clientId]) => clientId),
      refusedButStored: all
        .filter((sent) => sent.state === "refused" && stored.has(sent.clientId))
        .map((s) => s.clientId),
      strangers,
    };
    if (result.notHeard.length)
      figures.error("messages", `accepted but not heard live by the partner: ${result.notHeard.length}`);
    if (result.heardTwice) figures.error("messages", `heard live twice: ${result.heardTwice}`);
    if (result.notStored.length) figures.error("messages", `accepted but not stored: ${result.notStored.length}`);
    if (result.storedTwice.length) figures.error("messages", `stored more than once: ${result.storedTwice.length}`);
    if (result.refusedButStored.length)
      figures.error("messages", `refused with 429 or never sent, yet stored: ${result.refusedButStored.length}`);
    if (strangers.length) figures.error("messages", `stored but never sent by a member: ${strangers.length}`);
    return result;
  }
}

/** A conversation's every message, oldest page last, through `GET /api/conversations/:id/messages`. */
async function readAll(reader: Member): Promise<Message[]> {
  const all: Message[] = [];
  let before: string | undefined;
  for (;;) {
    const query = `limit=100${before ? `&before=${before}` : ""}`;
    const outcome = await reader.http.call<MessagePage>(
      "messages read-back",
      "GET",
      `/api/conversations/${reader.matchId}/messages?${query}`,
      [200],
    );
    if (!outcome.ok) throw new Error(`reading back the conversation of member ${reader.index} failed`);
    const { messages, hasMore } = outcome.answer.body;
    all.push(...messages);
    if (!hasMore || messages.length === 0) return all;
    before = messages[0]!.id;
  }
}
