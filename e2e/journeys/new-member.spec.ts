import { readdir } from "node:fs/promises";
import path from "node:path";
import { QUIZ_QUESTIONS, profileCompleteness, type MatchStyle, type OwnProfile } from "@kindred/contracts";
import sharp from "sharp";
import { PASSWORD, expect, test, uniqueEmail } from "../support/fixtures";
import { jpegWithGps, largeJpeg, png } from "../support/images";

const answerText = (index: number, style: MatchStyle) =>
  QUIZ_QUESTIONS[index]!.answers.find((answer) => answer.value === style)!.text;

test("a new member takes the quiz, builds a profile with three photos, and sees it on the dashboard", async ({
  page,
}) => {
  test.slow();
  // 1. Sign up.
  await page.goto("/signup");
  await page.getByLabel("Email").fill(uniqueEmail("newcomer"));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/quiz$/);

  // 2. The quiz, with a tie: 3 Free Spirit, 3 Driven Seeker, 1 Deep Connector -> Free Spirit.
  const answers: MatchStyle[] = [
    "driven_seeker",
    "free_spirit",
    "driven_seeker",
    "free_spirit",
    "deep_connector",
    "driven_seeker",
    "free_spirit",
  ];
  for (const [index, style] of answers.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 7`)).toBeVisible();
    await page.getByRole("radio", { name: answerText(index, style) }).click();
  }
  await expect(page.getByText("You're a Free Spirit")).toBeVisible();
  await page.getByRole("button", { name: "Continue to Profile Setup" }).click();
  await expect(page.getByText("Match style saved successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  // 3. The profile: the basics and a location.
  await expect(page.getByRole("button", { name: "Create Profile" })).toBeVisible();
  await page.getByLabel("First Name", { exact: true }).fill("Maya");
  await page.getByLabel("Last Name", { exact: true }).fill("Rivers");
  await page.getByLabel("Age", { exact: true }).fill("29");
  await page.getByLabel("Gender", { exact: true }).selectOption("Female");
  await page.getByLabel("Interested In", { exact: true }).selectOption("Men");
  await page.getByLabel("Country", { exact: true }).selectOption("United States");
  await page.getByLabel("State", { exact: true }).selectOption("Texas");
  const city = page.getByRole("combobox", { name: "City", exact: true });
  await city.fill("Aust");
  await page
    .getByRole("option", { name: /^Austin/ })
    .first()
    .click();
  await page.getByLabel("Bio", { exact: true }).fill("Trail runner and amateur baker.");

  // 4. Three photos (one with GPS in its EXIF, one larger than 2000 px), saved, one made private.
  const area = page.getByRole("region", { name: "Profile Photos" });
  await area.getByLabel("Add photos").setInputFiles([await jpegWithGps(), await largeJpeg(), await png()]);
  await expect(area.getByText("3/6 photos")).toBeVisible();
  await area.getByRole("button", { name: "Save All Photos" }).click();
  await expect(area.getByText("Photos saved successfully!")).toBeVisible();
  await area.getByRole("switch", { name: "Make photo private" }).nth(2).click();
  await expect(page.getByText("Photo privacy settings updated")).toBeVisible();

  await page.getByRole("button", { name: "Create Profile" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // 5. The dashboard shows what was entered.
  const profile = ((await (await page.request.get("/api/profile")).json()) as { profile: OwnProfile }).profile;
  expect(profile).toMatchObject({
    firstName: "Maya",
    age: 29,
    matchStyle: "free_spirit",
    location: "Austin, Texas, United States",
  });
  expect(profile.quizAnswers).toEqual(answers);
  expect(profile.photos.map((photo) => photo.isPrivate)).toEqual([false, false, true]);
  const percent = profileCompleteness(profile);
  // matchStyle, firstName, lastName, age, gender, interestedIn, location, bio, languages, photos: 10 of 18.
  expect(percent).toBe(56);

  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Maya" })).toBeVisible();
  const completeness = page.getByRole("region", { name: "Profile Completeness" });
  await expect(completeness.getByText(`${percent}% complete`)).toBeVisible();
  await expect(completeness.getByText(`${100 - percent}% to go`)).toBeVisible();
  const summary = page.getByRole("region", { name: "Maya Rivers" });
  await expect(summary.getByText("Austin, Texas, United States")).toBeVisible();
  await expect(summary.getByText("29 years")).toBeVisible();
  await expect(summary.getByText("Free Spirit")).toBeVisible();
  await expect(summary.getByText("Female", { exact: true })).toBeVisible();
  for (const [name, href] of [
    ["Find Matches", "/match"],
    ["Messages", "/messages"],
    ["Search Filters", "/search"],
    ["My Profile", "/profile"],
  ]) {
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(name!) })
        .first(),
    ).toHaveAttribute("href", href!);
  }
  // The greeting shows the first photo.
  await expect(
    page
      .getByRole("region", { name: /Welcome back/ })
      .locator("img")
      .first(),
  ).toHaveAttribute("src", profile.photos[0]!.previewUrl);

  // 6. On disk: six files (three photos and their previews), none with EXIF, none over 2000 px.
  const folder = path.join(process.env.E2E_DATA_DIR!, "uploads", "profile_photos", profile.id);
  const files = await readdir(folder);
  expect(files).toHaveLength(6);
  for (const file of files) {
    const meta = await sharp(path.join(folder, file)).metadata();
    expect(meta.exif, `${file} has EXIF`).toBeUndefined();
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(file.includes("_preview") ? 400 : 2000);
  }
});
