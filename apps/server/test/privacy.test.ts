// Settings, Privacy, enforced: a hidden profile leaves discovery but not its matches, an unshared
// location shows no city and no distance on any path, and read receipts off hide reads both ways.
import type { Message, Photo, PublicProfile } from "@kindred/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "./support/client";
import { eq } from "drizzle-orm";
import { profiles } from "../src/db/schema";
import { place } from "./support/discovery";
import * as images from "./support/images";
import { createMember, PLACES } from "./support/members";
import { newClientId, send } from "./support/messages";
import { startTestServer, type TestServer } from "./support/server";
import { openSocket, type TestSocket } from "./support/socket";

type Member = Awaited<ReturnType<typeof createMember>>;
type Card = { profile: PublicProfile; compatibility: { reasons: string[] } | null };

let server: TestServer;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server.close();
});

const connect = async (client: TestClient) => {
  const socket = await openSocket(server, client);
  sockets.push(socket);
  return socket;
};
const setSettings = async (member: Member, json: Record<string, boolean>) => {
  const answer = await member.client.request("PATCH", "/api/settings", { json });
  expect(answer.status).toBe(200);
};
/** `first` likes `second`, who likes back: `first` is the one with a celebration waiting. */
async function match(first: Member, second: Member): Promise<string> {
  await first.client.post("/api/likes", { targetId: second.id });
  const back = await second.client.post<{ matchId: string; outcome: string }>("/api/likes", { targetId: first.id });
  if (back.body.outcome !== "matched") throw new Error(`Expected a match, got ${JSON.stringify(back.body)}`);
  return back.body.matchId;
}
const word = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const deck = async (client: TestClient) => (await client.get<{ cards: Card[] }>("/api/discovery/deck")).body.cards;
const search = async (client: TestClient, q: string, more = "") =>
  (
    await client.get<{ results: (Card & { nearby: boolean })[] }>(
      `/api/search?q=${encodeURIComponent(q)}${more ? `&${more}` : ""}`,
    )
  ).body.results;
const potential = async (client: TestClient) =>
  (await client.get<{ profiles: PublicProfile[] }>("/api/profiles/potential")).body.profiles;
const ids = (list: { id: string }[]) => list.map((item) => item.id);
const cardIds = (cards: { profile: PublicProfile }[]) => ids(cards.map((card) => card.profile));

describe("profile visibility off", () => {
  it("takes the member out of every deck, search and suggestion list, and showing it brings them back", async () => {
    const here = place();
    const bio = word();
    const viewer = await createMember(server, { ...here, firstName: "Vera", bio });
    const shy = await createMember(server, { ...here, firstName: "Shy", bio });
    const seenBy = async () => ({
      deck: cardIds(await deck(viewer.client)),
      search: cardIds(await search(viewer.client, bio)),
      potential: ids(await potential(viewer.client)),
      profile: (await viewer.client.get(`/api/profiles/${shy.id}`)).status,
      card: (await viewer.client.get(`/api/discovery/profiles/${shy.id}`)).status,
      reviews: (await viewer.client.get(`/api/reviews/${shy.id}`)).status,
    });
    const before = await seenBy();
    expect(before).toMatchObject({ profile: 200, card: 200, reviews: 200 });
    expect([before.deck, before.search, before.potential].map((list) => list.includes(shy.id))).toEqual([
      true,
      true,
      true,
    ]);

    await setSettings(shy, { profileVisible: false });
    const hidden = await seenBy();
    expect(hidden).toMatchObject({ profile: 404, card: 404, reviews: 404 });
    expect([...hidden.deck, ...hidden.search, ...hidden.potential]).not.toContain(shy.id);
    // A like cannot reach a member who is not there.
    expect((await viewer.client.post("/api/likes", { targetId: shy.id })).status).toBe(404);
    // The member still opens themselves.
    expect((await shy.client.get(`/api/profiles/${shy.id}`)).status).toBe(200);

    await setSettings(shy, { profileVisible: true });
    const back = await seenBy();
    expect(back).toMatchObject({ profile: 200, card: 200, reviews: 200 });
    expect([back.deck, back.search, back.potential].map((list) => list.includes(shy.id))).toEqual([true, true, true]);
  });

  it("keeps existing matches: the conversation, its messages and the hidden member's profile", async () => {
    const here = place();
    const bio = word();
    const shy = await createMember(server, { ...here, firstName: "Shy", bio });
    const friend = await createMember(server, { ...here, firstName: "Friend", bio });
    const stranger = await createMember(server, { ...here, firstName: "Stranger", bio });
    const matchId = await match(friend, shy);
    await setSettings(shy, { profileVisible: false });

    const conversations = await friend.client.get<{ conversations: { matchId: string; other: { id: string } }[] }>(
      "/api/conversations",
    );
    expect(conversations.body.conversations.map((c) => [c.matchId, c.other.id])).toEqual([[matchId, shy.id]]);
    expect((await send(friend.client, matchId, "Still here?")).status).toBe(201);
    expect((await send(shy.client, matchId, "Still here.")).status).toBe(201);
    const page = await friend.client.get<{ messages: Message[] }>(`/api/conversations/${matchId}/messages`);
    expect(page.body.messages.map((m) => m.content)).toEqual(["Still here?", "Still here."]);

    // From the conversation, the match opens the hidden member's profile.
    const card = await friend.client.get<Card & { connection: { status: string } }>(
      `/api/discovery/profiles/${shy.id}`,
    );
    expect([card.status, card.body.profile.id, card.body.connection.status]).toEqual([200, shy.id, "matched"]);
    expect((await friend.client.get(`/api/profiles/${shy.id}`)).status).toBe(200);

    // But not in discovery, where a match never shows anyway, nor in search and suggestions.
    expect(cardIds(await search(friend.client, bio))).not.toContain(shy.id);
    expect(ids(await potential(friend.client))).not.toContain(shy.id);
    // Nobody else opens them.
    expect((await stranger.client.get(`/api/discovery/profiles/${shy.id}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/profiles/${shy.id}`)).status).toBe(404);

    // An ended match opens nothing.
    expect((await friend.client.request("DELETE", `/api/matches/${matchId}`)).status).toBe(204);
    expect((await friend.client.get(`/api/discovery/profiles/${shy.id}`)).status).toBe(404);
    expect((await friend.client.get(`/api/profiles/${shy.id}`)).status).toBe(404);
  });

  it("a like made while hidden reaches nobody until the profile shows again, then it arrives", async () => {
    const here = place();
    const liked = await createMember(server, { ...here, firstName: "Liked" });
    const blocker = await createMember(server, { ...here, firstName: "Blocker" });
    const shy = await createMember(server, { ...here, firstName: "Shy" });
    const open = await createMember(server, { ...here, firstName: "Open" });
    const likedTab = await connect(liked.client);
    const blockerTab = await connect(blocker.client);
    const senders = (socket: TestSocket) =>
      socket.events.flatMap((event) => (event.type === "like.received" ? [event.fromUserId] : []));
    const received = async (member: Member) =>
      (await member.client.get<{ likes: { profile: PublicProfile }[] }>("/api/likes/received")).body.likes
        .map((like) => like.profile.id)
        .sort();
    const newLikes = async (member: Member) =>
      (await member.client.get<{ newLikes: number }>("/api/dashboard/stats")).body.newLikes;

    await setSettings(shy, { profileVisible: false });
    const like = await shy.client.post<{ outcome: string; matchId: string }>("/api/likes", { targetId: liked.id });
    expect([like.status, like.body.outcome]).toEqual([201, "liked"]);
    expect((await shy.client.post("/api/likes", { targetId: blocker.id })).status).toBe(201);
    expect((await blocker.client.post("/api/blocks", { userId: shy.id })).status).toBeLessThan(300);
    // A visible member's like after it: once that one has arrived, the hidden one's would have too.
    await open.client.post("/api/likes", { targetId: liked.id });
    await likedTab.next("like.received", (event) => event.fromUserId === open.id);
    expect(senders(likedTab)).toEqual([open.id]);
    expect(await received(liked)).toEqual([open.id]);
    expect(await newLikes(liked)).toBe(1);

    // Shown again: the like arrives, live and in the list; never across a block.
    await setSettings(shy, { profileVisible: true });
    const arrived = await likedTab.next("like.received", (event) => event.fromUserId === shy.id);
    expect(arrived.matchId).toBe(like.body.matchId);
    expect(await received(liked)).toEqual([open.id, shy.id].sort());
    expect(await newLikes(liked)).toBe(2);
    await open.client.post("/api/likes", { targetId: blocker.id });
    await blockerTab.next("like.received", (event) => event.fromUserId === open.id);
    expect(senders(blockerTab)).toEqual([open.id]);
    expect(senders(likedTab)).toEqual([open.id, shy.id]);
  });

  it("a hidden member's like back still makes the match, and both hear of it", async () => {
    const here = place();
    const shy = await createMember(server, { ...here, firstName: "Shy" });
    const fan = await createMember(server, { ...here, firstName: "Fan" });
    await fan.client.post("/api/likes", { targetId: shy.id });
    await setSettings(shy, { profileVisible: false });
    const fanTab = await connect(fan.client);
    const back = await shy.client.post<{ outcome: string; matchId: string }>("/api/likes", { targetId: fan.id });
    expect(back.body.outcome).toBe("matched");
    const heard = await fanTab.next("match.created", (event) => event.userId === shy.id);
    expect(heard.matchId).toBe(back.body.matchId);
  });

  it("a hidden member's photos open for their matches only", async () => {
    const here = place();
    const shy = await createMember(server, { ...here, firstName: "Shy" });
    const friend = await createMember(server, { ...here, firstName: "Friend" });
    const stranger = await createMember(server, { ...here, firstName: "Stranger" });
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await images.jpeg(320, 240))], { type: "image/jpeg" }), "me.jpg");
    const upload = await shy.client.request<Photo>("POST", "/api/photos", { body: form });
    expect(upload.status).toBe(201);
    const photo = upload.body;
    await match(friend, shy);
    const opens = async (member: Member) =>
      Promise.all([photo.url, photo.previewUrl].map(async (url) => (await member.client.request("GET", url)).status));

    expect(await opens(stranger)).toEqual([200, 200]);
    await setSettings(shy, { profileVisible: false });
    expect(await opens(stranger)).toEqual([404, 404]);
    expect(await opens(friend)).toEqual([200, 200]);
    expect(await opens(shy)).toEqual([200, 200]);
    // Their match still sees them on the card they open from the conversation.
    const card = await friend.client.get<Card>(`/api/discovery/profiles/${shy.id}`);
    expect(card.body.profile.photos.map((p) => p.id)).toEqual([photo.id]);

    await setSettings(shy, { profileVisible: true });
    expect(await opens(stranger)).toEqual([200, 200]);
  });
});

describe("location sharing off", () => {
  /** Every path where `viewer` reads `member`'s profile, as the profile found there. */
  async function everywhere(viewer: Member, member: Member, city: string) {
    const onDeck = (await deck(viewer.client)).find((card) => card.profile.id === member.id);
    const found = (await search(viewer.client, city)).find((result) => result.profile.id === member.id);
    const suggested = (await potential(viewer.client)).find((profile) => profile.id === member.id);
    const card = (await viewer.client.get<Card>(`/api/discovery/profiles/${member.id}`)).body;
    const profile = (await viewer.client.get<{ profile: PublicProfile }>(`/api/profiles/${member.id}`)).body.profile;
    return { onDeck, found, suggested, card, profile };
  }

  it("shows others no city and no distance on any path, and searching the city does not find them", async () => {
    const here = place();
    const city = `${word()}ville`;
    const bio = word();
    const viewer = await createMember(server, { ...here, firstName: "Vera", location: `${city}, Texas` });
    const member = await createMember(server, { ...here, firstName: "Loc", location: `${city}, Texas`, bio });

    const shared = await everywhere(viewer, member, city);
    expect(shared.onDeck?.profile).toMatchObject({ location: `${city}, Texas`, distanceKm: 1 });
    expect(shared.onDeck?.compatibility?.reasons).toContain("You live 1 km apart");
    expect(shared.found?.profile).toMatchObject({ location: `${city}, Texas`, distanceKm: 1 });
    expect(shared.found?.nearby).toBe(true);
    expect(shared.suggested).toMatchObject({ location: `${city}, Texas`, distanceKm: 1 });
    expect(shared.card.profile).toMatchObject({ location: `${city}, Texas`, distanceKm: 1 });
    expect(shared.profile).toMatchObject({ location: `${city}, Texas`, distanceKm: 1 });

    await setSettings(member, { shareLocation: false });
    const unshared = await everywhere(viewer, member, city);
    // Off the deck and the suggestions (their radius would place them), and opened by id, saying nothing of where.
    expect(unshared.onDeck).toBeUndefined();
    expect(unshared.found).toBeUndefined();
    expect(unshared.suggested).toBeUndefined();
    expect(unshared.card.profile).toMatchObject({ location: null, distanceKm: null });
    expect(unshared.card.compatibility?.reasons.join(" ")).not.toMatch(/km/);
    expect(unshared.profile).toMatchObject({ location: null, distanceKm: null });
    for (const seen of [unshared.card, unshared.profile]) {
      expect(JSON.stringify(seen)).not.toContain(city);
    }

    // Found by anything else (here a word of the bio), the card still says nothing of where.
    const byBio = (await search(viewer.client, bio)).find((result) => result.profile.id === member.id);
    expect(byBio?.profile).toMatchObject({ location: null, distanceKm: null });
    expect(byBio?.nearby).toBe(false);
    expect(byBio?.compatibility?.reasons.join(" ")).not.toMatch(/km/);
    expect(JSON.stringify(byBio)).not.toContain(city);

    // The member still sees their own place everywhere, and still sees others' (one way only).
    const own = (await member.client.get<{ profile: { location: string; city: string | null } }>("/api/profile")).body;
    expect(own.profile.location).toBe(`${city}, Texas`);
    expect(
      (await member.client.get<{ profile: PublicProfile }>(`/api/profiles/${member.id}`)).body.profile.location,
    ).toBe(`${city}, Texas`);
    const theirs = await everywhere(member, viewer, city);
    expect(theirs.card.profile).toMatchObject({ location: `${city}, Texas`, distanceKm: 1 });
    expect(theirs.found?.profile.id).toBe(viewer.id);
  });

  it("places them by no filter: not a distance search, the deck's radius or country, the widen counts, wherever the searcher stands", async () => {
    const bio = word();
    const viewer = await createMember(server, {
      ...PLACES.austin,
      country: "United States",
      firstName: "Vera",
      gender: "female",
      interestedIn: "men",
    });
    const man = { country: "United States", gender: "male", interestedIn: "women", bio } as const;
    // 28 km from Austin, and (beyond the deck's 80 km) 235 km.
    const member = await createMember(server, { ...PLACES.roundRock, ...man, firstName: "Loc" });
    const far = await createMember(server, { ...PLACES.houston, ...man, firstName: "Far" });
    const within = async (km?: number) =>
      cardIds(await search(viewer.client, bio, km === undefined ? "" : `distanceKm=${km}`)).includes(member.id);
    const widenCounts = async () =>
      (await viewer.client.get<{ steps: { more: number }[] }>("/api/discovery/reach")).body.steps.map((s) => s.more);
    const seen = async () => ({
      deck: cardIds(await deck(viewer.client)).includes(member.id),
      potential: ids(await potential(viewer.client)).includes(member.id),
    });

    // Shared: 27 km leaves them out, 28 finds them; on the deck and the suggestions; counted by the widen offer.
    expect([await within(27), await within(28), await within()]).toEqual([false, true, true]);
    expect(await seen()).toEqual({ deck: true, potential: true });
    const sharedCounts = await widenCounts();

    await setSettings(member, { shareLocation: false });
    await setSettings(far, { shareLocation: false });
    // No distance answers for them at all, at any distance; a search without one still finds them.
    expect([await within(27), await within(28), await within(100), await within()]).toEqual([
      false,
      false,
      false,
      true,
    ]);
    const unfiltered = (await search(viewer.client, bio)).find((result) => result.profile.id === member.id);
    expect(unfiltered?.profile).toMatchObject({ location: null, distanceKm: null });
    expect(await seen()).toEqual({ deck: false, potential: false });
    expect((await widenCounts()).map((more, i) => sharedCounts[i]! - more)).toEqual(
      sharedCounts.map((n) => (n ? 1 : 0)),
    );
    expect(sharedCounts.at(-1)).toBeGreaterThan(0);

    // The searcher moves to the member's town: still nothing at 1 km, on the deck, or country-wide.
    await server.db
      .update(profiles)
      .set({
        location: PLACES.roundRock.location,
        latitude: PLACES.roundRock.latitude,
        longitude: PLACES.roundRock.longitude,
      })
      .where(eq(profiles.id, viewer.id));
    expect([await within(1), await within()]).toEqual([false, true]);
    expect(await seen()).toEqual({ deck: false, potential: false });
    const wide = await viewer.client.request("PUT", "/api/discovery/preferences", {
      json: { minAge: 18, maxAge: 65, distanceKm: null },
    });
    expect(wide.status).toBe(200);
    expect(await seen()).toEqual({ deck: false, potential: false });

    // Shared again: placed again.
    await setSettings(member, { shareLocation: true });
    expect(await within(1)).toBe(true);
    expect(await seen()).toEqual({ deck: true, potential: true });
  });

  it("shows no city in likes received and in the match celebration", async () => {
    const here = place();
    const city = `${word()}ville`;
    const viewer = await createMember(server, { ...here, firstName: "Vera" });
    const fan = await createMember(server, { ...here, firstName: "Fan", location: city });
    const liked = await createMember(server, { ...here, firstName: "Liked", location: city });
    await setSettings(fan, { shareLocation: false });
    await setSettings(liked, { shareLocation: false });

    await fan.client.post("/api/likes", { targetId: viewer.id });
    const likes = (await viewer.client.get<{ likes: { profile: PublicProfile }[] }>("/api/likes/received")).body.likes;
    expect(likes.map((like) => [like.profile.id, like.profile.location, like.profile.distanceKm])).toEqual([
      [fan.id, null, null],
    ]);

    await match(viewer, liked);
    const celebrations = (
      await viewer.client.get<{ celebrations: { profile: PublicProfile }[] }>("/api/matches/celebrations")
    ).body.celebrations;
    expect(celebrations.map((c) => [c.profile.id, c.profile.location, c.profile.distanceKm])).toEqual([
      [liked.id, null, null],
    ]);
  });
});

describe("read receipts off", () => {
  /** Whether each message this member sent shows as read to them, oldest first. */
  const ownReads = async (member: Member, matchId: string) =>
    (await member.client.get<{ messages: Message[] }>(`/api/conversations/${matchId}/messages`)).body.messages
      .filter((m) => m.senderId === member.id)
      .map((m) => m.isRead);
  const readEvents = (socket: TestSocket) => socket.events.filter((event) => event.type === "message.read");

  it("neither sends nor sees them, while the member's own unread counts still work", async () => {
    const here = place();
    const ada = await createMember(server, { ...here, firstName: "Ada" });
    const ben = await createMember(server, { ...here, firstName: "Ben" });
    const matchId = await match(ada, ben);
    const adaTab = await connect(ada.client);
    const benTab = await connect(ben.client);
    await setSettings(ben, { readReceipts: false });

    // Ada writes, Ben reads: stored as read (Ben's count goes down), but Ada is not told.
    const hello = await send(ada.client, matchId, "Hello Ben");
    await benTab.next("message.created", (event) => event.message.id === hello.body.message.id);
    expect((await ben.client.get<{ unreadMessages: number }>("/api/conversations/summary")).body.unreadMessages).toBe(
      1,
    );
    const read = await ben.client.post<{ messageIds: string[] }>(`/api/conversations/${matchId}/read`);
    expect(read.body.messageIds).toEqual([hello.body.message.id]);
    await benTab.next("message.read", (event) => event.readerId === ben.id);
    expect((await ben.client.get<{ unreadMessages: number }>("/api/conversations/summary")).body.unreadMessages).toBe(
      0,
    );
    const benPage = await ben.client.get<{ messages: Message[] }>(`/api/conversations/${matchId}/messages`);
    expect(benPage.body.messages.map((m) => m.isRead)).toEqual([true]);
    expect(await ownReads(ada, matchId)).toEqual([false]);
    // A retry of the same send answers the stored message, still unread to its sender.
    const retry = await send(ada.client, matchId, "Hello Ben", hello.body.message.clientId);
    expect([retry.status, retry.body.message.id, retry.body.message.isRead]).toEqual([
      200,
      hello.body.message.id,
      false,
    ]);

    // Ben writes, Ada (receipts on) reads: Ben, who shares none, sees none.
    const back = await send(ben.client, matchId, "Hi Ada");
    await adaTab.next("message.created", (event) => event.message.id === back.body.message.id);
    await ada.client.post(`/api/conversations/${matchId}/read`);
    await adaTab.next("message.read", (event) => event.readerId === ada.id);
    expect(await ownReads(ben, matchId)).toEqual([false]);

    // Events are delivered in order: once each has heard a later message, no read event is on its way.
    const last = await send(ada.client, matchId, "Last one", newClientId());
    await Promise.all([
      adaTab.next("message.created", (event) => event.message.id === last.body.message.id),
      benTab.next("message.created", (event) => event.message.id === last.body.message.id),
    ]);
    expect(readEvents(adaTab).map((event) => event.type === "message.read" && event.readerId)).toEqual([ada.id]);
    expect(readEvents(benTab).map((event) => event.type === "message.read" && event.readerId)).toEqual([ben.id]);
  });

  it("off on the sender's side hides the reads of a receiver who shares them", async () => {
    const here = place();
    const ada = await createMember(server, { ...here, firstName: "Ada" });
    const ben = await createMember(server, { ...here, firstName: "Ben" });
    const matchId = await match(ada, ben);
    await setSettings(ada, { readReceipts: false });
    await send(ada.client, matchId, "Hello Ben");
    await ben.client.post(`/api/conversations/${matchId}/read`);
    expect(await ownReads(ada, matchId)).toEqual([false]);
  });

  it("show again, both ways, once both share them", async () => {
    const here = place();
    const ada = await createMember(server, { ...here, firstName: "Ada" });
    const ben = await createMember(server, { ...here, firstName: "Ben" });
    const matchId = await match(ada, ben);
    await setSettings(ben, { readReceipts: false });
    await setSettings(ben, { readReceipts: true });
    const adaTab = await connect(ada.client);
    await send(ada.client, matchId, "Hello Ben");
    await ben.client.post(`/api/conversations/${matchId}/read`);
    await adaTab.next("message.read", (event) => event.readerId === ben.id);
    expect(await ownReads(ada, matchId)).toEqual([true]);
  });
});
