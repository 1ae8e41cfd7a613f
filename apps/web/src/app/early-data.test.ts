import { SCREEN_FIRST_DATA } from "@kindred/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDashboardStats } from "@/features/dashboard/api/get-dashboard-stats";
import { getPotentialMatches } from "@/features/dashboard/api/get-potential-matches";
import { getDeck } from "@/features/matching/api/get-deck";
import { getOwnProfile } from "@/lib/own-profile/get-own-profile";
import { getMe } from "@/lib/session/get-me";
import { preloadTopPhoto, startEarlyRequests } from "./early-data";

const MEMBER = {
  id: "user-1",
  email: "ada@example.com",
  emailVerified: true,
  role: "user",
  createdAt: "2026-03-01T10:00:00.000Z",
  locale: "en",
};

/** A fetch that answers each path with its body (or a refusal) and records what was asked. */
function serve(bodies: Record<string, unknown>) {
  const fetch = vi.fn(async (path: string) =>
    path in bodies
      ? new Response(JSON.stringify(bodies[path]))
      : new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "No." } }), { status: 404 }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const asked = (fetch: ReturnType<typeof serve>) => fetch.mock.calls.map(([path]) => path);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.unstubAllGlobals());

describe("startEarlyRequests", () => {
  it("asks a visitor's session once, which getMe then takes, and nothing else", async () => {
    const fetch = serve({ "/api/session": { me: null } });
    startEarlyRequests("/dashboard");
    await settle();
    await expect(getMe()).resolves.toBeNull();
    expect(asked(fetch)).toEqual(["/api/session"]);
  });

  it("asks a member's first data beside the session, and the screen's queries take the answers", async () => {
    const fetch = serve({ "/api/session": { me: MEMBER }, "/api/discovery/deck": { cards: [] } });
    startEarlyRequests("/match/");
    await settle();
    expect(asked(fetch)).toEqual(["/api/session", "/api/discovery/deck", "/api/profile"]);
    await expect(getMe()).resolves.toEqual(MEMBER);
    await expect(getDeck()).resolves.toEqual([]);
    await expect(getOwnProfile()).rejects.toMatchObject({ status: 404 });
    expect(fetch).toHaveBeenCalledTimes(3);
    // Taken once: the next read asks the network again.
    await getDeck();
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("names the very paths the screens' queries ask for", async () => {
    const fetch = serve({});
    const reads = {
      "/dashboard": [getOwnProfile, getDashboardStats, getPotentialMatches],
      "/match": [getDeck, getOwnProfile],
    };
    for (const [screen, queries] of Object.entries(reads)) {
      fetch.mockClear();
      await Promise.allSettled(queries.map((query) => query()));
      expect(asked(fetch)).toEqual(SCREEN_FIRST_DATA[screen]?.reads);
    }
  });
});

describe("preloadTopPhoto", () => {
  /** A document whose head records what is appended to it (the tests run without a DOM). */
  function fakeDocument() {
    const appended: Record<string, unknown>[] = [];
    vi.stubGlobal("document", { createElement: () => ({}), head: { append: (link: never) => appended.push(link) } });
    return appended;
  }

  it("asks for the top card's photo with the card's own sources, and nothing for an empty deck", () => {
    const appended = fakeDocument();
    preloadTopPhoto({ cards: [] });
    expect(appended).toEqual([]);
    const photo = { url: "/api/photos/p1/file", previewUrl: "/api/photos/p1/file?size=preview", width: 800 };
    preloadTopPhoto({ cards: [{ profile: { avatar: null, photos: [photo] } }] });
    expect(appended).toEqual([
      expect.objectContaining({
        rel: "preload",
        as: "image",
        href: photo.previewUrl,
        imageSrcset: `${photo.previewUrl} 400w, ${photo.url} 800w`,
        imageSizes: "(min-width: 480px) 420px, 100vw",
      }),
    ]);
  });
});
