import { PASSWORD, expect, test, uniqueEmail } from "../support/fixtures";

/** The default start sets no PUBLIC_URL: the app must work at whatever address a member opens it. */
test.describe("reach", () => {
  test("signs up, goes live and signs in again at http://127.0.0.1 as well as at localhost", async ({
    page,
    baseURL,
  }) => {
    const direct = baseURL!.replace("localhost", "127.0.0.1");
    const email = uniqueEmail("direct");
    await page.goto(`${direct}/signup`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Account created! Please check your email for verification.")).toBeVisible();
    await expect(page).toHaveURL(`${direct}/quiz`);

    // Sign out and in again from this address: the sign-out and sign-in are state-changing requests too.
    await page.goto(`${direct}/dashboard`);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Logged in successfully!")).toBeVisible();
    await expect(page).toHaveURL(`${direct}/dashboard`);
    await expect(page.getByText(/invalid origin/i)).toHaveCount(0);
  });
});
