// Blocking and unmatching: a block from the full profile and from a search card (after a question)
// hides the two members from each other everywhere; Settings lists the block and Unblock lifts it; an
// unmatch closes the conversation on both members' screens at once.
import { BLOCK_TEXT, UNMATCH_TEXT } from "@kindred/contracts";
import { expect, signUpViaApi, test } from "../support/fixtures";
import { english } from "../support/text";
import {
  becomeMember,
  closeMember,
  manSeekingWomen,
  openSecondBrowser,
  topCard,
  womanSeekingMen,
} from "../support/discovery-helpers";
import { ADA, BEN, conversationRow, matchViaApi, realtimeOpen, matchedPair } from "../support/messages-helpers";
import { saveProfileViaApi } from "../support/profile-helpers";
import {
  conversationPartnersViaApi,
  deckHasViaApi,
  safetyShot,
  safetyTown,
  searchFindsViaApi,
} from "../support/safety-helpers";
import { createMember, myIdViaApi, searchCard, uniqueWord } from "../support/search-helpers";

const NO_MATCHES = "No Matches Found";
const NOT_AVAILABLE = "Profile not available";

test.describe("safety: block and unmatch", () => {
  test("block from the full profile: asked first, then gone for both everywhere; Settings lists them and Unblock restores", async ({
    page,
    browser,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    const town = safetyTown("block");
    const word = uniqueWord();
    const ada = await becomeMember(page, womanSeekingMen({ location: town, bio: `Ada here, ${word} lover.` }));
    const theo = await openSecondBrowser(browser);
    const theoProfile = await becomeMember(
      theo.page,
      manSeekingWomen({ firstName: "Theo", location: town, bio: `Theo, also into ${word}.` }),
    );

    await page.goto("/match");
    await expect(topCard(page)).toHaveAccessibleName(/^Theo/);
    await topCard(page).click();
    const modal = page.getByRole("dialog", { name: "Theo" });

    // Asked first; Cancel changes nothing.
    await modal.getByRole("button", { name: "Block", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: english(BLOCK_TEXT.confirmTitle, { name: "Theo" }) });
    await expect(confirm.getByText(english(BLOCK_TEXT.confirmBody, { name: "Theo" }))).toBeVisible();
    await safetyShot(page, "block-confirm");
    await expectAccessible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(modal).toBeVisible();

    // Confirmed: the modal closes and the card leaves the deck.
    await modal.getByRole("button", { name: "Block", exact: true }).click();
    await confirm.getByRole("button", { name: BLOCK_TEXT.confirm }).click();
    await expect(page.getByText(english(BLOCK_TEXT.blocked, { name: "Theo" }))).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.getByRole("heading", { name: NO_MATCHES })).toBeVisible();

    // Neither finds the other: deck, search, the profile's address (both ways).
    await page.goto(`/match/${theoProfile.id}`);
    await expect(page.getByRole("heading", { name: NOT_AVAILABLE })).toBeVisible();
    // Both bios carry the word, and search never lists the searcher: Ada's search finds nobody.
    await page.goto(`/search?q=${word}`);
    await expect(page.getByText("Found 0 result(s)")).toBeVisible();
    await expect(searchCard(page, theoProfile.id)).toHaveCount(0);
    await theo.page.goto("/match");
    await expect(theo.page.getByRole("heading", { name: NO_MATCHES })).toBeVisible();
    await theo.page.goto(`/match/${ada.id}`);
    await expect(theo.page.getByRole("heading", { name: NOT_AVAILABLE })).toBeVisible();
    expect(await searchFindsViaApi(theo.page.request, word, ada.id)).toBe(false);
    expect(await deckHasViaApi(theo.page.request, ada.id)).toBe(false);

    // Settings, Account: the blocked member, and Unblock.
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Account" })).toBeVisible();
    const list = page.getByRole("list", { name: BLOCK_TEXT.listTitle });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("listitem")).toContainText("Theo");
    await expect(list.getByRole("listitem")).toContainText(/Blocked on \w+ \d+, \d{4}/);
    await safetyShot(page, "settings-blocked-list");
    await expectAccessible();
    await list.getByRole("button", { name: `${BLOCK_TEXT.unblock} Theo` }).click();
    await expect(page.getByText(english(BLOCK_TEXT.unblocked, { name: "Theo" }))).toBeVisible();
    await expect(page.getByText(BLOCK_TEXT.listEmpty)).toBeVisible();
    await safetyShot(page, "settings-blocked-empty");

    // Restored: each is in the other's deck and search again.
    await page.goto("/match");
    await expect(topCard(page)).toHaveAccessibleName(/^Theo/);
    expect(await searchFindsViaApi(theo.page.request, word, ada.id)).toBe(true);
    await theo.page.goto("/match");
    await expect(topCard(theo.page)).toHaveAccessibleName(/^Ada/);
    await closeMember(theo);
  });

  test("block from a search card: asked first, the card leaves the results, the conversation closes for both", async ({
    page,
  }) => {
    const word = uniqueWord();
    await signUpViaApi(page);
    await saveProfileViaApi(page, { ...ADA, bio: `Ada, ${word} and tea.` });
    const adaId = await myIdViaApi(page);
    const nico = await createMember({ ...BEN, firstName: "Nico", lastName: "Rossi", bio: `Nico: ${word}.` });
    const nicoId = nico.profile.id;
    await matchViaApi({ request: page.request, id: adaId }, { request: nico.request, id: nicoId });
    expect(await conversationPartnersViaApi(nico.request)).toContain(adaId);

    await page.goto(`/search?q=${word}`);
    const card = searchCard(page, nicoId);
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: "More options for Nico" }).click();
    await page.getByRole("menuitem", { name: "Block" }).click();
    const confirm = page.getByRole("alertdialog", { name: english(BLOCK_TEXT.confirmTitle, { name: "Nico" }) });
    await expect(confirm.getByText(english(BLOCK_TEXT.confirmBody, { name: "Nico" }))).toBeVisible();
    await safetyShot(page, "search-block-confirm");
    await confirm.getByRole("button", { name: BLOCK_TEXT.confirm }).click();
    await expect(page.getByText(english(BLOCK_TEXT.blocked, { name: "Nico" }))).toBeVisible();
    await expect(card).toHaveCount(0);

    // Gone for both: search, conversations, the profile's address.
    expect(await searchFindsViaApi(nico.request, word, adaId)).toBe(false);
    expect(await conversationPartnersViaApi(nico.request)).not.toContain(adaId);
    expect((await nico.request.get(`/api/discovery/profiles/${adaId}`)).status()).toBe(404);
    await page.goto("/messages");
    await expect(page.getByText("No conversations found")).toBeVisible();
    await page.goto(`/match/${nicoId}`);
    await expect(page.getByRole("heading", { name: NOT_AVAILABLE })).toBeVisible();

    // Settings lists Nico; a failed load says so and Try Again asks again.
    await page.route("**/api/blocks", (route) =>
      route.fulfill({ status: 429, json: { error: { code: "RATE_LIMITED", message: "Slow down a moment." } } }),
    );
    await page.goto("/settings");
    await expect(page.getByRole("alert")).toContainText("Slow down a moment.");
    await page.unroute("**/api/blocks");
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("list", { name: BLOCK_TEXT.listTitle })).toContainText("Nico");
    await nico.request.dispose();
  });

  test("unmatch: asked first, then the conversation is gone on both members' screens without a reload", async ({
    page,
    browser,
    expectAccessible,
  }) => {
    const { own: ada, second: ben, matchId } = await matchedPair(page, browser, { page: ADA, second: BEN });

    // Both have the conversation open, live.
    await page.goto(`/messages/${matchId}`);
    await ben.page.goto(`/messages/${matchId}`);
    await Promise.all([realtimeOpen(page), realtimeOpen(ben.page)]);
    await expect(page.getByRole("heading", { level: 2, name: "Ben Okafor" })).toBeVisible();
    await expect(ben.page.getByRole("heading", { level: 2, name: "Ada Lovelace" })).toBeVisible();

    await page.getByRole("button", { name: "Conversation options" }).click();
    await page.getByRole("menuitem", { name: UNMATCH_TEXT.action }).click();
    const confirm = page.getByRole("alertdialog", { name: english(UNMATCH_TEXT.confirmTitle, { name: "Ben" }) });
    await expect(confirm.getByText(UNMATCH_TEXT.confirmBody)).toBeVisible();
    await safetyShot(page, "unmatch-confirm");
    await expectAccessible();
    await confirm.getByRole("button", { name: UNMATCH_TEXT.confirm }).click();

    // Mine at once; Ben's through the live event, with no reload on either side.
    await expect(page.getByText(english(UNMATCH_TEXT.done, { name: "Ben" }))).toBeVisible();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(page.getByRole("heading", { level: 2, name: "Ben Okafor" })).toHaveCount(0);
    await expect(conversationRow(page, "Ben Okafor")).toHaveCount(0);
    await expect(ben.page).toHaveURL(/\/messages$/);
    await expect(ben.page.getByRole("heading", { level: 2, name: "Ada Lovelace" })).toHaveCount(0);
    await expect(conversationRow(ben.page, "Ada Lovelace")).toHaveCount(0);
    await expect(ben.page.getByText("No conversations found")).toBeVisible();
    expect(await conversationPartnersViaApi(ben.page.request)).not.toContain(ada.id);
    expect((await ben.page.request.get(`/api/conversations/${matchId}/messages`)).status()).toBeGreaterThanOrEqual(400);
    await closeMember(ben);
  });
});
