// Issue 32: the main path once more in another language. A browser that speaks German gets Kindred in
// German from the first page: sign-up, the quiz, a profile, the deck, a match and a message, and her
// mails. Every text is the catalogue's (support/text.ts reads the same files), and a screen that
// showed a message its catalogues lack would log an error, which fails the journey (fixtures.ts).
import { LOCALE_NAMES, QUIZ_QUESTIONS } from "@kindred/contracts";
import { PASSWORD, expect, latestMail, proofHeader, test, uniqueEmail } from "../support/fixtures";
import {
  becomeMember,
  closeMember,
  isolatedTown,
  manSeekingWomen,
  openSecondBrowser,
  setDiscoveryPreferencesViaApi,
  TOWN_RADIUS_KM,
} from "../support/discovery-helpers";
import { shot } from "../support/messages-helpers";
import { inLocale } from "../support/text";

test.use({ locale: "de-DE" });

const de = (message: string, values?: Record<string, unknown>) => inLocale("de", message, values);

test("in German: sign-up, the quiz, a profile, the deck, a match, a message and the mails", async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.slow();
  const town = isolatedTown("deutsch");
  // Ben (an English browser) lives in her town; he likes her once she has a profile.
  const ben = await openSecondBrowser(browser);
  await becomeMember(ben.page, manSeekingWomen({ firstName: "Ben", location: town }));

  // 1. The first page is German because the browser is: nothing to choose.
  await page.goto("/signup");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const email = uniqueEmail("deutsch");
  await page.getByLabel(de("Email")).fill(email);
  await page.getByLabel(de("Password"), { exact: true }).fill(PASSWORD);
  await page.getByLabel(de("Confirm Password")).fill(PASSWORD);
  await page.getByRole("button", { name: de("Create Account") }).click();
  await expect(page).toHaveURL(/\/quiz$/);
  // Her account took the page's language: the verification mail is German.
  const verification = await latestMail(page.request, email);
  expect(verification.subject).toBe(de("Confirm your email for {appName}", { appName: "Kindred" }));
  expect(verification.text).toContain(de("If you did not sign up, ignore this mail."));

  // 2. The quiz: seven questions and their answers in German.
  for (const [index, question] of QUIZ_QUESTIONS.entries()) {
    await expect(page.getByText(de("Question {number} of {total}", { number: index + 1, total: 7 }))).toBeVisible();
    await expect(page.getByText(de(question.question))).toBeVisible();
    // Choosing an answer moves on, as in English.
    await page.getByRole("radio", { name: de(question.answers[0]!.text) }).click();
  }
  await expect(page.getByText(de("Continue to Profile Setup"))).toBeVisible();
  await shot(page, "de-quiz-result");
  await expectAccessible();
  await page.getByRole("button", { name: de("Continue to Profile Setup") }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // 3. The profile, its labels and choices in German (the stored values stay the same).
  await page.getByLabel(de("First Name"), { exact: true }).fill("Mia");
  await page.getByLabel(de("Age"), { exact: true }).fill("31");
  await page.getByLabel(de("Gender"), { exact: true }).selectOption({ value: "female" });
  await page.getByLabel(de("Interested In"), { exact: true }).selectOption({ value: "men" });
  await expect(page.getByLabel(de("Gender"), { exact: true }).locator("option:checked")).toHaveText(de("Female"));
  await page.getByLabel(de("Country"), { exact: true }).selectOption({ value: town.country });
  const city = page.getByRole("combobox", { name: de("City"), exact: true });
  await city.fill(town.city.slice(0, 4));
  await page
    .getByRole("option", { name: new RegExp(`^${town.city}`) })
    .first()
    .click();
  await page.getByRole("button", { name: de("Create Profile") }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole("heading", { level: 1, name: de("Welcome back, {name}", { name: "Mia" }) }),
  ).toBeVisible();

  // 4. The deck: Ben, who already likes her; her like makes a match, celebrated in German.
  await setDiscoveryPreferencesViaApi(page, { minAge: 18, maxAge: 65, distanceKm: TOWN_RADIUS_KM });
  const mia = (await (await page.request.get("/api/me")).json()) as { id: string; locale: string };
  expect(mia.locale).toBe("de");
  expect((await ben.page.request.post("/api/likes", { data: { targetId: mia.id } })).status()).toBe(201);
  await page.goto("/match");
  const card = page.getByRole("region", { name: de("Potential matches") }).getByRole("article");
  await expect(card).toHaveAccessibleName(de("{name}, {age}", { name: "Ben", age: 36 }));
  await shot(page, "de-deck");
  await expectAccessible();
  await page.getByRole("button", { name: de("Like"), exact: true }).click();
  const celebration = page.getByRole("dialog", { name: de("It's a Match!") });
  await expect(celebration.getByText(de("You and {name} liked each other!", { name: "Ben" }))).toBeVisible();
  await shot(page, "de-match");
  await celebration.getByRole("button", { name: de("Send Message") }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]+$/);

  // 5. A message: the conversation's frame is German, the words are hers.
  const composer = page.getByRole("textbox", { name: de("Message") });
  await composer.fill("Hallo Ben! Lust auf einen Kaffee?");
  await composer.press("Enter");
  await expect(
    page
      .getByRole("log", { name: de("Messages with {name}", { name: "Ben" }) })
      .getByText("Hallo Ben! Lust auf einen Kaffee?"),
  ).toBeVisible();
  await shot(page, "de-conversation");
  await expectAccessible();
  await closeMember(ben);

  // 6. Settings: Español. The app changes at once, stays so after a reload, and the account keeps it.
  await page.goto("/settings");
  await page.getByRole("combobox", { name: de("Language") }).selectOption({ label: LOCALE_NAMES.es });
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: inLocale("es", "Settings") })).toBeVisible();
  await shot(page, "es-settings");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: inLocale("es", "Settings") })).toBeVisible();
  expect(((await (await page.request.get("/api/me")).json()) as { locale: string }).locale).toBe("es");
});

test("the account's language follows the member to a browser that speaks another", async ({ browser }) => {
  // Signed up on a German page, then signing in on a browser set to English: Kindred stays German.
  const german = await browser.newContext({ ...test.info().project.use, locale: "de-DE" });
  const email = uniqueEmail("follows");
  const signUp = await german.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD },
    headers: { ...(await proofHeader("sign-up")), "accept-language": "de-DE" },
  });
  expect(signUp.status()).toBe(200);
  await german.close();

  const english = await browser.newContext({ ...test.info().project.use, locale: "en-US" });
  const page = await english.newPage();
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: de("Welcome back") })).toBeVisible();
  await english.close();
});
