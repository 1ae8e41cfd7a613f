import type { Message } from "@kindred/contracts";
import { describe, expect, it } from "vitest";
import { flattenPages, getMessagesQueryOptions, type MessagePages } from "./get-messages";

const message = (id: string): Message => ({
  id,
  matchId: "match-ada",
  senderId: "user-ada",
  receiverId: "user-me",
  clientId: `client-${id}`,
  content: id,
  imageUrl: null,
  isRead: false,
  createdAt: "2026-03-10T12:00:00.000Z",
});
const pages = (...ids: string[][]): MessagePages => ({
  pages: ids.map((page, index) => ({ messages: page.map(message), hasMore: index < ids.length - 1 })),
  pageParams: ids.map((_, index) => (index === 0 ? undefined : `before-${index}`)),
});

describe("flattenPages", () => {
  it("lists the whole history oldest first (pages go back in time)", () => {
    expect(flattenPages(pages(["m5", "m6"], ["m3", "m4"], ["m1", "m2"])).map((m) => m.id)).toEqual([
      "m1",
      "m2",
      "m3",
      "m4",
      "m5",
      "m6",
    ]);
  });

  it("shows a message held by two pages once, where it first appears", () => {
    expect(flattenPages(pages(["m3", "m4"], ["m2", "m3"])).map((m) => m.id)).toEqual(["m2", "m3", "m4"]);
  });

  it("answers an empty list for nothing loaded", () => {
    expect(flattenPages(undefined)).toEqual([]);
    expect(flattenPages(pages([]))).toEqual([]);
  });
});

describe("getMessagesQueryOptions", () => {
  it("asks for the page before the oldest message loaded, while the server has more", () => {
    const { getNextPageParam } = getMessagesQueryOptions("match-ada");
    const next = (page: { messages: Message[]; hasMore: boolean }) =>
      getNextPageParam(page, [page], undefined, [undefined]);
    expect(next({ messages: [message("m3"), message("m4")], hasMore: true })).toBe("m3");
    expect(next({ messages: [message("m3"), message("m4")], hasMore: false })).toBeUndefined();
    expect(next({ messages: [], hasMore: true })).toBeUndefined();
  });
});
