import { MESSAGE_TEXT, type Message, type Photo, type PublicProfile } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../src/db/schema";
import type { TestClient } from "./support/client";
import { createMember } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket, type TestSocket } from "./support/socket";
import { newClientId, sendImageMessage, uploadPhoto } from "./support/uploads";

type Member = Awaited<ReturnType<typeof createMember>>;
type ApiError = { error: { code: string; message: string } };

let server: TestServer;
const sockets: TestSocket[] = [];
const connect = async (client: TestClient) => {
  const socket = await openSocket(server, client);
  sockets.push(socket);
  return socket;
};
const settle = (ms = 250) => new Promise((resolve) => setTimeout(resolve, ms));

/** `first` likes `second`, who likes back: `first` is the one with a celebration waiting. */
async function match(first: Member, second: Member): Promise<string> {
  await first.client.post("/api/likes", { targetId: second.id });
  const back = await second.client.post<{ matchId: string; outcome: string }>("/api/likes", { targetId: first.id });
  if (back.body.outcome !== "matched") throw new Error(`Expected a match, got ${JSON.stringify(back.body)}`);
  return back.body.matchId;
}

const photoUrls = (photos: Photo[]) => photos.flatMap((photo) => [photo.url, photo.previewUrl]);
const ids = (list: { id: string }[]) => list.map((item) => item.id);

/** Every list a member reads other members from, as the ids found in each. */
async function listsSeenBy(client: TestClient, searchFor: string) {
  const potential = await client.get<{ profiles: PublicProfile[] }>("/api/profiles/potential");
  const deck = await client.get<{ cards: { profile: PublicProfile }[] }>("/api/discovery/deck");
  const search = await client.get<{ results: { profile: PublicProfile }[] }>(
    `/api/search?q=${encodeURIComponent(searchFor)}`,
  );
  const received = await client.get<{ likes: { profile: PublicProfile }[] }>("/api/likes/received");
  const celebrations = await client.get<{ celebrations: { profile: PublicProfile }[] }>("/api/matches/celebrations");
  const conversations = await client.get<{ conversations: { other: { id: string } }[] }>("/api/conversations");
  return {
    potential: ids(potential.body.profiles),
    deck: ids(deck.body.cards.map((card) => card.profile)),
    search: ids(search.body.results.map((result) => result.profile)),
    receivedLikes: ids(received.body.likes.map((like) => like.profile)),
    celebrations: ids(celebrations.body.celebrations.map((celebration) => celebration.profile)),
    conversations: conversations.body.conversations.map((conversation) => conversation.other.id),
  };
}
const listsWith = (lists: Record<string, string[]>, id: string) =>
  Object.entries(lists).flatMap(([name, found]) => (found.includes(id) ? [name] : []));

// A (the blocker) and D (the blocked former match), C matched with both (a live control), U unrelated.
let a: Member, d: Member, c: Member, u: Member;
let matchId: string, matchAC: string, matchCD: string;
const tag = Date.now().toString(36);
const names = { a: `Avery${tag}`, d: `Dana${tag}` };
let aPublic: Photo, aPrivate: Photo, aNewPrivate: Photo, dPublic: Photo, dPrivate: Photo;
let imageFromA: Message, imageFromD: Message;
let dTab: TestSocket, aTab: TestSocket, cTab: TestSocket;
let dEventsAtBlock: number;

beforeAll(async () => {
  server = await startTestServer();
  [a, d, c, u] = await Promise.all([
    createMember(server, { firstName: names.a, bio: "Before" }),
    createMember(server, { firstName: names.d }),
    createMember(server, { firstName: `Cy${tag}` }),
    createMember(server, { firstName: `Uma${tag}` }),
  ]);
  matchId = await match(d, a);
  matchAC = await match(a, c);
  matchCD = await match(c, d);
  aPublic = await uploadPhoto(a.client);
  aPrivate = await uploadPhoto(a.client, { isPrivate: true });
  dPublic = await uploadPhoto(d.client);
  dPrivate = await uploadPhoto(d.client, { isPrivate: true });
  imageFromA = await sendImageMessage(a.client, matchId);
  imageFromD = await sendImageMessage(d.client, matchId);

  // Before the block the two see each other's private photos, and D has the match to celebrate.
  expect((await d.client.get(aPrivate.url)).status).toBe(200);
  expect((await a.client.get(dPrivate.url)).status).toBe(200);
  expect((await listsSeenBy(d.client, names.a)).celebrations).toContain(a.id);

  dTab = await connect(d.client);
  aTab = await connect(a.client);
  await dTab.next("presence", (event) => event.userId === a.id && event.online);
  cTab = await connect(c.client);
  await dTab.next("presence", (event) => event.userId === c.id && event.online);
  aTab.ws.send(JSON.stringify({ type: "typing", matchId }));
  await dTab.next("typing", (event) => event.userId === a.id);

  dEventsAtBlock = dTab.events.length;
  expect((await a.client.post("/api/blocks", { userId: d.id })).status).toBe(204);
  await dTab.next("conversation.closed", (event) => event.matchId === matchId);
  await aTab.next("conversation.closed", (event) => event.matchId === matchId);
  await server.db.update(profiles).set({ bio: "After the block" }).where(eq(profiles.id, a.id));
  aNewPrivate = await uploadPhoto(a.client, { isPrivate: true });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server.close();
});

describe("once A blocks D, D sees nothing of A", () => {
  it("finds no profile of A, on either profile route", async () => {
    expect((await d.client.get(`/api/profiles/${a.id}`)).status).toBe(404);
    expect((await d.client.get(`/api/discovery/profiles/${a.id}`)).status).toBe(404);
  });

  it("gets no file of any of A's photos, old or new, public or private, main or preview", async () => {
    const refused = [];
    for (const url of photoUrls([aPublic, aPrivate, aNewPrivate])) {
      const status = (await d.client.get(url)).status;
      if (status !== 404) refused.push(`${url} answered ${status}`);
    }
    expect(refused).toEqual([]);
  });

  it("finds A in no list", async () => {
    expect(listsWith(await listsSeenBy(d.client, names.a), a.id)).toEqual([]);
  });

  it("can open neither the conversation nor either of its images", async () => {
    for (const member of [d, a]) {
      const page = await member.client.get<ApiError>(`/api/conversations/${matchId}/messages`);
      expect([page.status, page.body.error?.message]).toEqual([403, MESSAGE_TEXT.blocked]);
      for (const image of [imageFromA, imageFromD]) {
        const file = await member.client.get<ApiError>(image.imageUrl!);
        expect([file.status, file.body.error?.message], `${image.imageUrl} for ${member === a ? "A" : "D"}`).toEqual([
          403,
          MESSAGE_TEXT.blocked,
        ]);
      }
    }
    expect((await d.client.get("/api/conversations/summary")).body).toMatchObject({ unreadMessages: 0 });
  });

  it("hears no live event about A, nor A about D, while both still hear others", async () => {
    // The refused actions: typing, liking and messaging across the block publish nothing.
    aTab.ws.send(JSON.stringify({ type: "typing", matchId }));
    expect(await aTab.next("error")).toMatchObject({ code: "FORBIDDEN" });
    dTab.ws.send(JSON.stringify({ type: "typing", matchId }));
    expect(await dTab.next("error")).toMatchObject({ code: "FORBIDDEN" });
    expect((await d.client.post("/api/likes", { targetId: a.id })).status).toBe(404);
    expect((await a.client.post("/api/likes", { targetId: d.id })).status).toBe(404);
    const sent = await a.client.post(`/api/conversations/${matchId}/messages`, {
      clientId: newClientId(),
      content: "hi",
    });
    expect(sent.status).toBe(403);

    // A goes offline and comes back (C, their match, hears both; D must hear neither).
    await aTab.close();
    await cTab.next("presence", (event) => event.userId === a.id && !event.online);
    const aAgain = await connect(a.client);
    await cTab.next("presence", (event) => event.userId === a.id && event.online);
    // And D does the same, for A's sake.
    await dTab.close();
    await cTab.next("presence", (event) => event.userId === d.id && !event.online);
    const dAgain = await connect(d.client);
    await cTab.next("presence", (event) => event.userId === d.id && event.online);

    // The sockets are live: C's typing reaches both.
    cTab.ws.send(JSON.stringify({ type: "typing", matchId: matchAC }));
    cTab.ws.send(JSON.stringify({ type: "typing", matchId: matchCD }));
    await aAgain.next("typing", (event) => event.userId === c.id);
    await dAgain.next("typing", (event) => event.userId === c.id);
    await settle();

    const mention = (events: unknown[], id: string) => events.filter((event) => JSON.stringify(event).includes(id));
    expect(mention([...dTab.events.slice(dEventsAtBlock), ...dAgain.events], a.id)).toEqual([]);
    expect(mention(aAgain.events, d.id)).toEqual([]);
  });
});

describe("A, the blocker, sees nothing of D either", () => {
  it("finds no profile of D and no file of D's photos", async () => {
    expect((await a.client.get(`/api/profiles/${d.id}`)).status).toBe(404);
    expect((await a.client.get(`/api/discovery/profiles/${d.id}`)).status).toBe(404);
    const served = [];
    for (const url of photoUrls([dPublic, dPrivate])) {
      const status = (await a.client.get(url)).status;
      if (status !== 404) served.push(`${url} answered ${status}`);
    }
    expect(served).toEqual([]);
  });

  it("finds D in no list", async () => {
    expect(listsWith(await listsSeenBy(a.client, names.d), d.id)).toEqual([]);
  });
});

describe("the block hides A from D only", () => {
  it("leaves A's public profile and public photo to an unrelated member, private photos still private", async () => {
    const profile = await u.client.get<{ profile: PublicProfile }>(`/api/profiles/${a.id}`);
    expect(profile.status).toBe(200);
    expect(profile.body.profile).toMatchObject({ id: a.id, bio: "After the block" });
    expect(profile.body.profile.photos.map((photo) => photo.id)).toEqual([aPublic.id]);
    expect((await u.client.get(aPublic.url)).status).toBe(200);
    expect((await u.client.get(aPublic.previewUrl)).status).toBe(200);
    expect((await u.client.get(aPrivate.url)).status).toBe(404);
    expect((await u.client.get(`/api/discovery/profiles/${a.id}`)).status).toBe(200);
    const lists = await listsSeenBy(u.client, names.a);
    expect(lists.potential).toContain(a.id);
    expect(lists.search).toContain(a.id);
  });

  it("shows A to D again once A lifts the block", async () => {
    expect((await a.client.request("DELETE", `/api/blocks/${d.id}`)).status).toBe(204);
    const profile = await d.client.get<{ profile: PublicProfile }>(`/api/profiles/${a.id}`);
    expect(profile.status).toBe(200);
    expect(profile.body.profile.bio).toBe("After the block");
    expect(profile.body.profile.photos.map((photo) => photo.id)).toEqual([aPublic.id, aPrivate.id, aNewPrivate.id]);
    expect((await d.client.get(aNewPrivate.url)).status).toBe(200);
    expect((await d.client.get(imageFromA.imageUrl!)).status).toBe(200);
    expect((await d.client.get(`/api/conversations/${matchId}/messages`)).status).toBe(200);
    // Their match stands again: A is back in D's conversations and search (and, matched, in no deck).
    const lists = await listsSeenBy(d.client, names.a);
    expect(lists.conversations).toContain(a.id);
    expect(lists.search).toContain(a.id);
    expect(lists.potential).not.toContain(a.id);
  });
});

describe("a like from across a block counts nowhere", () => {
  it("leaves the dashboard's and the Likes tab's counts", async () => {
    const liker = await createMember(server, { firstName: `Lee${tag}`, gender: "male", interestedIn: "everyone" });
    const liked = await createMember(server, { firstName: `Mia${tag}`, gender: "female", interestedIn: "everyone" });
    await liker.client.post("/api/likes", { targetId: liked.id });
    const counts = async () => ({
      dashboard: (await liked.client.get<{ newLikes: number }>("/api/dashboard/stats")).body.newLikes,
      badge: (await liked.client.get<{ pendingLikes: number }>("/api/conversations/summary")).body.pendingLikes,
    });
    expect(await counts()).toEqual({ dashboard: 1, badge: 1 });
    expect((await liked.client.post("/api/blocks", { userId: liker.id })).status).toBe(204);
    expect(await counts()).toEqual({ dashboard: 0, badge: 0 });
  });
});
