import { randomUUID } from "node:crypto";
import type { LikeResult, Message, OwnProfile, ProfileUpdateInput } from "@kindred/contracts";
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { openSecondBrowser, type SecondMember } from "./discovery-helpers";
import { appOrigin, signUpViaApi } from "./fixtures";
import { saveProfileViaApi } from "./profile-helpers";
import { createMember, type Member } from "./search-helpers";

/** Someone the test acts as through the API only (their own session), with the inbox calls on top. */
export type Correspondent = Member & {
  id: string;
  send: (matchId: string, content: string) => Promise<Message>;
};

export async function createCorrespondent(profile: Partial<ProfileUpdateInput>): Promise<Correspondent> {
  const member = await createMember(profile);
  return {
    ...member,
    id: member.profile.id,
    send: (matchId, content) => sendViaApi(member.request, matchId, content),
  };
}

/** The page signs up as a new member with this profile (the browser's session). */
export async function becomeMessenger(page: Page, profile: Partial<ProfileUpdateInput>): Promise<OwnProfile> {
  await signUpViaApi(page);
  return saveProfileViaApi(page, profile);
}

export async function likeViaApi(request: APIRequestContext, targetId: string): Promise<LikeResult> {
  const response = await request.post("/api/likes", { data: { targetId }, headers: { origin: appOrigin() } });
  expect([200, 201], await response.text()).toContain(response.status());
  return (await response.json()) as LikeResult;
}

/** Two likes, the first by `first`: answers the match id (the conversation's id). */
export async function matchViaApi(
  first: { request: APIRequestContext; id: string },
  second: { request: APIRequestContext; id: string },
): Promise<string> {
  expect((await likeViaApi(first.request, second.id)).outcome).toBe("liked");
  const result = await likeViaApi(second.request, first.id);
  expect(result.outcome).toBe("matched");
  return result.matchId;
}

/**
 * The page's member and a second one in their own browser, matched through the API. The second likes
 * first unless `pageLikesFirst`: a journey about who waits on whom says which.
 */
export async function matchedPair(
  page: Page,
  browser: Browser,
  profiles: { page: Partial<ProfileUpdateInput>; second: Partial<ProfileUpdateInput> },
  { pageLikesFirst = false } = {},
): Promise<{ own: OwnProfile; second: SecondMember; secondProfile: OwnProfile; matchId: string }> {
  const own = await becomeMessenger(page, profiles.page);
  const second = await openSecondBrowser(browser);
  const secondProfile = await becomeMessenger(second.page, profiles.second);
  const pageSide = { request: page.request, id: own.id };
  const secondSide = { request: second.page.request, id: secondProfile.id };
  const matchId = pageLikesFirst ? await matchViaApi(pageSide, secondSide) : await matchViaApi(secondSide, pageSide);
  return { own, second, secondProfile, matchId };
}

export async function sendViaApi(request: APIRequestContext, matchId: string, content: string): Promise<Message> {
  const response = await request.post(`/api/conversations/${matchId}/messages`, {
    data: { clientId: randomUUID(), content },
    headers: { origin: appOrigin() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { message: Message }).message;
}

export async function messagesViaApi(request: APIRequestContext, matchId: string, limit = 100) {
  const response = await request.get(`/api/conversations/${matchId}/messages?limit=${limit}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { messages: Message[] }).messages;
}

/** Waits until this tab's live connection is open (the app says so on <html data-realtime>). */
export const realtimeOpen = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-realtime", "open");

/** The open conversation's messages (a live log, named after the other member). */
export const conversationLog = (page: Page, otherName: string) =>
  page.getByRole("log", { name: `Messages with ${otherName}` });

/** A conversation's row in the list, found by its link. */
export const conversationRow = (page: Page, name: string): Locator =>
  page.getByRole("list", { name: "Conversations" }).getByRole("listitem").filter({ hasText: name });

export const composer = (page: Page) => page.getByRole("textbox", { name: "Message" });

/** Types a message and sends it with Enter, as a member would. */
export async function typeAndSend(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press("Enter");
}

/** The bottom bar's Messages tab, whose name carries the unread count ("Messages, 2 unread"). */
export const messagesTab = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Messages/ });

/** Screenshots for a human to look at, only when asked for (SHOTS=1). */
export async function shot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  const project = page.viewportSize()?.width === 390 ? "phone" : "desktop";
  await page.screenshot({ path: `/tmp/shots/messages-${project}-${name}.png` });
}

/** The journeys' two members: Ada, the page's own member, and Ben, her match. */
export const ADA = { firstName: "Ada", lastName: "Lovelace", gender: "female", interestedIn: "men" } as const;
export const BEN = { firstName: "Ben", lastName: "Okafor", gender: "male", interestedIn: "women" } as const;

/** The bottom bar's Messages tab, named with its count. */
export const unreadTab = (count: number) => new RegExp(`^Messages\\s*\\(${count} unread\\)$`);
