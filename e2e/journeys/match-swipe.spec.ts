// Swiping the deck: a like that becomes a match and its celebration, a skip and its undo, a drag to the left.
import type { PublicProfile } from "@kindred/contracts";
import { expect, test } from "../support/fixtures";
import {
  becomeMember,
  closeMember,
  dragCard,
  isolatedTown,
  manSeekingWomen,
  openSecondBrowser,
  topCard,
  womanSeekingMen,
} from "../support/discovery-helpers";
import { realtimeOpen } from "../support/messages-helpers";

test.describe("match", () => {
  test("a like by dragging, a like back, the celebration, and then Send Message", async ({
    page,
    browser,
    expectAccessible,
  }) => {
    // Two browsers and three accessibility scans, one of them over the confetti: the longest journey.
    test.slow();
    const town = isolatedTown("match");
    const amelia = await becomeMember(
      page,
      womanSeekingMen({ firstName: "Amelia", lastName: "Earhart", location: town }),
    );
    const bruno = await openSecondBrowser(browser);
    const brunoProfile = await becomeMember(bruno.page, manSeekingWomen({ location: town }));

    // Amelia's deck: Bruno alone, with the card's essentials.
    await page.goto("/match");
    const card = topCard(page);
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAccessibleName("Bruno, 36");
    await expect(card.getByRole("heading", { name: "Bruno, 36" })).toBeVisible();
    await expect(card.getByText(`${town.city}, ${town.country}`)).toBeVisible();
    await expect(card.getByText(/^\d+% match$/)).toBeVisible();
    await expect(card.getByRole("img", { name: "Photo of Bruno" })).toContainText("Bruno");
    await expect(card.getByText("Likes you")).toHaveCount(0);
    for (const name of ["Skip", "Info", "Like", "Undo skip"]) {
      await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
    }
    await expectAccessible();

    // A drag of 180 px to the right is a like.
    await dragCard(page, card, 180);
    await expect(page.getByText("Like sent successfully!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();

    // Bruno sees Amelia under his likes, and first in his deck, marked as liking him.
    const received = await bruno.page.request.get("/api/likes/received");
    const { likes } = (await received.json()) as { likes: { profile: PublicProfile }[] };
    expect(likes.map((like) => like.profile.id)).toEqual([amelia.id]);
    await bruno.page.goto("/messages");
    await bruno.page.getByRole("tab", { name: /^Likes/ }).click();
    const likeCard = bruno.page.getByRole("list", { name: "Likes" }).getByRole("listitem");
    await expect(likeCard).toHaveCount(1);
    await expect(likeCard).toContainText("Amelia, 34");
    await expect(likeCard).toContainText(/Liked you on \w+ \d+, \d{4}/);
    await bruno.page.goto("/match");
    const ameliaCard = topCard(bruno.page);
    await expect(ameliaCard).toHaveAccessibleName("Amelia, 34");
    await expect(ameliaCard.getByText("Likes you")).toBeVisible();

    // Amelia waits on her (empty) deck, connected live.
    await realtimeOpen(page);

    // His like is mutual: the celebration, for him at once and for her live, without a reload.
    await bruno.page.getByRole("button", { name: "Like", exact: true }).click();
    const overlay = bruno.page.getByRole("dialog", { name: "It's a Match!" });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByText("You and Amelia liked each other!")).toBeVisible();
    await expect(overlay.getByRole("button", { name: "Keep Swiping" })).toBeFocused();
    await expect(overlay.getByRole("button", { name: "Send Message" })).toBeVisible();
    await expect(overlay.getByRole("img", { name: "Amelia" })).toBeVisible();
    await expectAccessible(bruno.page);
    await overlay.getByRole("button", { name: "Keep Swiping" }).click();
    await expect(overlay).toBeHidden();
    await expect(bruno.page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();
    expect(
      ((await (await bruno.page.request.get("/api/likes/received")).json()) as { likes: unknown[] }).likes,
    ).toEqual([]);

    // Amelia liked first: her celebration arrived live, once. Send Message is a full page load.
    const hers = page.getByRole("dialog", { name: "It's a Match!" });
    await expect(hers.getByText("You and Bruno liked each other!")).toBeVisible();
    await hers.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(`/messages/${brunoProfile.id}`);
    const pending = (await (await page.request.get("/api/matches/celebrations")).json()) as { celebrations: unknown[] };
    expect(pending.celebrations).toEqual([]);
    await page.goto("/match");
    await expect(page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Matched: Bruno's page offers Send Message instead of Like.
    await page.goto(`/match/${brunoProfile.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Bruno, 36" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Send Message" })).toHaveAttribute(
      "href",
      /^\/messages\/[0-9a-f-]{36}$/,
    );
    await expect(page.getByRole("button", { name: "Like", exact: true })).toHaveCount(0);
    await expectAccessible();
    await closeMember(bruno);
  });

  test("a skipped member stays gone after a reload, and Undo skip brings them back", async ({ page, browser }) => {
    const town = isolatedTown("skip");
    await becomeMember(page, womanSeekingMen({ location: town }));
    const sam = await openSecondBrowser(browser);
    await becomeMember(sam.page, manSeekingWomen({ firstName: "Sam", location: town }));
    await closeMember(sam);

    await page.goto("/match");
    await expect(topCard(page)).toHaveAccessibleName("Sam, 36");
    // The card goes at once; the skip is stored a moment later: a reload before that would deal Sam again.
    const stored = page.waitForResponse((r) => r.url().endsWith("/api/passes") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Skip", exact: true }).click();
    await expect(page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();
    expect((await stored).ok()).toBe(true);

    await page.reload();
    await expect(page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters")).toBeVisible();
    await page.getByRole("button", { name: "Undo skip" }).click();
    await expect(topCard(page)).toHaveAccessibleName("Sam, 36");
    await expect(page.getByText("Sam is back on top of your stack.")).toBeVisible();

    // The undo is on the server too; with nothing left to undo, the server says so.
    await page.reload();
    await expect(topCard(page)).toHaveAccessibleName("Sam, 36");
    await page.getByRole("button", { name: "Undo skip" }).click();
    await expect(page.getByText("There is no skip to undo.")).toBeVisible();
    await expect(topCard(page)).toHaveAccessibleName("Sam, 36");
  });

  test("dragging left skips", async ({ page, browser }) => {
    const town = isolatedTown("dragLeft");
    await becomeMember(page, womanSeekingMen({ location: town }));
    const leo = await openSecondBrowser(browser);
    await becomeMember(leo.page, manSeekingWomen({ firstName: "Leo", location: town }));

    await page.goto("/match");
    const card = topCard(page);
    await expect(card).toHaveAccessibleName("Leo, 36");
    // A short drag springs back: nothing happens.
    await dragCard(page, card, -60);
    await expect(card).toHaveAccessibleName("Leo, 36");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await dragCard(page, card, -180);
    await expect(page.getByRole("heading", { name: "No Matches Found" })).toBeVisible();
    await expect(page.getByText("Like sent successfully!")).toHaveCount(0);

    // A skip, not a like: Leo has no like from Ada, and Ada's deck stays empty on the server.
    const received = (await (await leo.page.request.get("/api/likes/received")).json()) as { likes: unknown[] };
    expect(received.likes).toEqual([]);
    const deck = (await (await page.request.get("/api/discovery/deck")).json()) as { cards: unknown[] };
    expect(deck.cards).toEqual([]);
    await closeMember(leo);
  });
});
