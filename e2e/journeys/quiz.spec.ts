import { MATCH_STYLE_INFO, QUIZ_QUESTIONS, type MatchStyle } from "@kindred/contracts";
import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "../support/fixtures";
import { getOwnProfileViaApi, saveMatchStyleViaApi } from "../support/profile-helpers";

/** The text of the answer to question `index` that stands for `style`. */
const answerText = (index: number, style: MatchStyle) =>
  QUIZ_QUESTIONS[index]!.answers.find((answer) => answer.value === style)!.text;

/** Waits for the fades to end: axe measures contrast on what is painted, half-transparent included. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

/**
 * Holds the key for a moment, as a person does: Radix moves focus (and with it the choice) in a
 * timeout after keydown, and only while the arrow is still down; an instant press skips the choice.
 */
async function pressArrowDown(page: Page) {
  await page.keyboard.down("ArrowDown");
  await page.waitForTimeout(60);
  await page.keyboard.up("ArrowDown");
}

async function answerQuestion(page: Page, index: number, style: MatchStyle) {
  await expect(page.getByText(`Question ${index + 1} of 7`)).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Quiz progress" })).toHaveAttribute(
    "aria-valuenow",
    String(index + 1),
  );
  await expect(page.getByRole("heading", { level: 2, name: QUIZ_QUESTIONS[index]!.question })).toBeVisible();
  await page.getByRole("radio", { name: answerText(index, style) }).click();
}

test.describe("match style quiz", () => {
  test("a tie between Loyal Realist and Free Spirit goes to Loyal Realist, and Continue saves it", async ({
    page,
    expectAccessible,
  }) => {
    await signUpViaApi(page);
    await page.goto("/quiz");
    await expect(page.getByRole("heading", { level: 1, name: "Kindred Match Style Quiz" })).toBeVisible();
    await expect(page.getByText(QUIZ_QUESTIONS[0]!.description)).toBeVisible();
    await expect(page.getByRole("radio")).toHaveCount(4);
    await settled(page);
    await expectAccessible();

    // 3 Loyal Realist, 3 Free Spirit, 1 Driven Seeker: the tie goes to the style listed first.
    const answers: MatchStyle[] = [
      "loyal_realist",
      "free_spirit",
      "loyal_realist",
      "free_spirit",
      "loyal_realist",
      "free_spirit",
      "driven_seeker",
    ];
    for (const [index, style] of answers.entries()) await answerQuestion(page, index, style);

    const result = page.getByRole("region", { name: "Your Match Style" });
    await expect(result).toBeVisible();
    await expect(result.getByText("You're a Loyal Realist")).toBeVisible();
    await expect(result.locator("svg.lucide-handshake")).toBeVisible();
    await expect(result.getByText(MATCH_STYLE_INFO.loyal_realist.description)).toBeVisible();
    await settled(page);
    await expectAccessible();

    await page.getByRole("button", { name: "Continue to Profile Setup" }).click();
    await expect(page.getByText("Match style saved successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    expect(await page.evaluate(() => localStorage.getItem("matchStyle"))).toBe("loyal_realist");

    const profile = await getOwnProfileViaApi(page);
    expect(profile?.matchStyle).toBe("loyal_realist");
    expect(profile?.quizAnswers).toEqual(answers);
  });

  test("a clear majority wins; back, keyboard, a failed save and a retake all work", async ({ page }) => {
    await signUpViaApi(page);
    // A member who already has a style may take the quiz again.
    await saveMatchStyleViaApi(page, "deep_connector");
    await page.goto("/quiz");
    await expect(page.getByText("You're currently a Deep Connector.", { exact: false })).toBeVisible();

    await answerQuestion(page, 0, "driven_seeker");
    await answerQuestion(page, 1, "deep_connector");

    // Back to question 2: the earlier answer is still chosen, and a new one replaces it.
    await expect(page.getByText("Question 3 of 7")).toBeVisible();
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page.getByText("Question 2 of 7")).toBeVisible();
    await expect(page.getByRole("radio", { name: answerText(1, "deep_connector") })).toBeChecked();
    await answerQuestion(page, 1, "driven_seeker");

    // Keyboard: arrow keys move the choice without leaving the question; Enter commits it.
    await expect(page.getByText("Question 3 of 7")).toBeVisible();
    await page.getByRole("radio", { name: answerText(2, "deep_connector") }).focus();
    await pressArrowDown(page);
    await pressArrowDown(page);
    await expect(page.getByRole("radio", { name: answerText(2, "free_spirit") })).toBeChecked();
    await page.waitForTimeout(700);
    await expect(page.getByText("Question 3 of 7")).toBeVisible();
    await page.keyboard.press("Enter");

    for (const [index, style] of (
      ["driven_seeker", "deep_connector", "driven_seeker", "loyal_realist"] as const
    ).entries()) {
      await answerQuestion(page, index + 3, style);
    }
    const result = page.getByRole("region", { name: "Your Match Style" });
    await expect(result.getByText("You're a Driven Seeker")).toBeVisible();
    await expect(result.locator("svg.lucide-rocket")).toBeVisible();

    // A failed save says so and lets the member try again.
    await page.route("**/api/profile/match-style", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "INTERNAL", message: "Something went wrong." } } }),
    );
    const continueButton = page.getByRole("button", { name: "Continue to Profile Setup" });
    await continueButton.click();
    await expect(page.getByText("Failed to save match style. Please try again.")).toBeVisible();
    await expect(continueButton).toBeEnabled();
    await expect(page).toHaveURL(/\/quiz$/);
    expect((await getOwnProfileViaApi(page))?.matchStyle).toBe("deep_connector");
    await page.unroute("**/api/profile/match-style");

    await page.getByRole("button", { name: "Retake quiz" }).click();
    await expect(page.getByText("Question 1 of 7")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Quiz progress" })).toHaveAttribute("aria-valuenow", "1");
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
  });
});
