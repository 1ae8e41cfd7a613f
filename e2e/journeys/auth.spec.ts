import { PROOF_TEXT } from "@kindred/contracts";
import { PASSWORD, expect, latestMail, signOutViaApi, signUpViaApi, test, uniqueEmail } from "../support/fixtures";

test.describe("accounts", () => {
  test("sign up (password errors first), land on the quiz, sign out, sign in, land on the dashboard", async ({
    page,
    expectAccessible,
  }) => {
    // Two full-cost sign-ins, several accessibility scans and the quiz: the longest journey here.
    test.slow();
    const email = uniqueEmail("journey");
    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await expect(page.getByText("Enter your details to create your account and find your match")).toBeVisible();
    await expect(page.getByText("Find your perfect match")).toBeVisible();
    await expectAccessible();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("12345678");
    await page.getByLabel("Confirm Password").fill("12345679");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords do not match.")).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm Password").fill("short");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Password must be at least 8 characters long.")).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expectAccessible();

    // A script that skips the page's proof-of-work is refused, and makes no account.
    const scripted = await page.request.post("/api/auth/sign-up/email", {
      data: { email, password: PASSWORD },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(scripted.status()).toBe(400);
    expect(((await scripted.json()) as { error: { message: string } }).error.message).toBe(PROOF_TEXT.missing);

    // The page solved its challenge in the background while the member typed (a polite status says so).
    await expect(page.getByRole("status", { name: PROOF_TEXT.label })).toHaveText(PROOF_TEXT.done);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Account created! Please check your email for verification.")).toBeVisible();
    await expect(page).toHaveURL(/\/quiz$/);

    // Sign out from the dashboard: the server ends the session.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get("/api/me")).status()).toBe(401);

    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(page.getByText("Enter your details to sign in to your account")).toBeVisible();
    await expect(page.getByLabel("Confirm Password")).toHaveCount(0);
    await expectAccessible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Logged in successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectAccessible();
  });

  test("a wrong password shows the spec's message once and stays on sign-in", async ({ page }) => {
    const { email } = await signUpViaApi(page);
    await signOutViaApi(page);
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not the right one");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const wrong = page.getByText("Incorrect email or password. Please try again.");
    await expect(page.getByRole("alert")).toHaveText("Incorrect email or password. Please try again.");
    await expect(wrong).toHaveCount(1);
    await expect(page).toHaveURL(/\/login$/);

    // Said once, in the alert above the form, with no toast over the logo repeating it. A toast outlives
    // the screen it was made on and toasts show in the order asked: the moment the next one is up, a
    // duplicate of the error would be on screen beside it (read once: toasts leave on their own).
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Logged in successfully!")).toBeVisible();
    expect(await wrong.count(), "the error, anywhere on screen").toBe(0);
  });

  test("signing up with a taken email shows the spec's message", async ({ page }) => {
    const { email } = await signUpViaApi(page);
    await signOutViaApi(page);
    await page.goto("/register");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("An account with this email already exists.").first()).toBeVisible();
  });

  test("the button is disabled while the request is in flight", async ({ page }) => {
    await page.goto("/login");
    await page.route("**/api/auth/sign-in/email", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByLabel("Email").fill(uniqueEmail("slow"));
    await page.getByLabel("Password").fill(PASSWORD);
    const button = page.getByRole("button", { name: "Sign In", exact: true });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(page.getByText("Incorrect email or password. Please try again.").first()).toBeVisible();
    await expect(button).toBeEnabled();
  });

  test("the links switch between sign-in and sign-up", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: /sign up/i }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.getByRole("link", { name: /sign in/i }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the verification link from the mail marks the email verified and lands on the quiz", async ({ page }) => {
    const { email } = await signUpViaApi(page);
    expect(((await (await page.request.get("/api/me")).json()) as { emailVerified: boolean }).emailVerified).toBe(
      false,
    );
    const mail = await latestMail(page.request, email);
    expect(mail.subject).toBe("Confirm your email for Kindred");
    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByText("Email verified")).toBeVisible();
    expect(((await (await page.request.get("/api/me")).json()) as { emailVerified: boolean }).emailVerified).toBe(true);
  });
});

test.describe("guards and shell", () => {
  test("a signed-out visit to /dashboard lands on /login, replacing the history entry", async ({ page }) => {
    await page.goto("/");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a visitor has the bottom bar too; a tab they may not open yet leads to sign-in, then on to it", async ({
    page,
  }) => {
    const { email } = await signUpViaApi(page);
    await signOutViaApi(page);
    for (const path of ["/", "/login", "/signup", "/terms"]) {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText([
        "Home",
        "Search",
        "Match",
        "Messages",
        "Profile",
      ]);
    }
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Messages" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Messages" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("a signed-in visitor of the landing page goes to the dashboard", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the landing page offers sign-in, sign-up and getting started", async ({ page, expectAccessible }) => {
    await page.goto("/");
    for (const name of ["Sign In", "Sign Up", "Get Started", "Create Your Profile"]) {
      await expect(page.getByRole("link", { name }).or(page.getByRole("button", { name })).first()).toBeVisible();
    }
    await expect(page.getByRole("contentinfo")).toContainText("Terms of Service");
    await expectAccessible();
    await page.getByRole("link", { name: "Get Started" }).first().click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("an unknown path shows the 404 screen and logs the path", async ({ page, expectAccessible }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.goto("/nope");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    expect(warnings.join("\n")).toContain("/nope");
    await expectAccessible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the bottom bar has five tabs and highlights the current one", async ({ page, expectAccessible }) => {
    await signUpViaApi(page);
    await page.goto("/messages/123e4567-e89b-12d3-a456-426614174000");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Search", "Match", "Messages", "Profile"]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Messages" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(nav.getByRole("link", { name: "Search" })).toHaveAttribute("aria-current", "page");
    await expectAccessible();
  });
});
