import { COMMUNITY_GUIDELINES } from "@kindred/contracts";
import { expect, type Page } from "@playwright/test";

/** Spec 001 "Legal and information pages": each page's title and its sections, in order. */
export const INFO_PAGES = [
  {
    path: "/terms",
    title: "Terms of Service",
    lastUpdated: "Last updated April 18, 2025",
    sections: [
      "1. Acceptance of Terms",
      "2. Eligibility",
      "3. Account Confidentiality",
      "4. Safety in Interactions with Members",
      "5. Licence Granted to You",
      "6. Licence You Grant Us",
      "7. Community Rules",
      "8. Disclaimers",
      "9. Contact Us",
    ],
  },
  {
    path: "/privacy",
    title: "Privacy Policy",
    lastUpdated: "Last updated April 18, 2025",
    sections: [
      "1. Information We Collect",
      "2. How We Use Your Information",
      "3. How We Share Your Information",
      "4. Your Choices",
      "5. Security",
      "6. Changes to This Policy",
      "7. Contact Us",
    ],
  },
  {
    path: "/community-guidelines",
    title: "Community Guidelines",
    lastUpdated: null,
    sections: COMMUNITY_GUIDELINES.map((rule, index) => `${index + 1}. ${rule.title}`),
  },
  {
    path: "/about-us",
    title: "About Us",
    lastUpdated: null,
    sections: ["Our Story", "Our Approach", "Our Team", "Our Values", "Join Us"],
  },
] as const;

/** Spec 001 "Footer": the Legal links every information page carries. */
export const FOOTER_LEGAL = [
  ["Terms of Service", "/terms"],
  ["Privacy Policy", "/privacy"],
  ["Community Guidelines", "/community-guidelines"],
  ["About Us", "/about-us"],
] as const;

/** The defaults of `/api/site` on the journeys' server (no PUBLIC_URL, nothing configured). */
export const DEFAULT_SUPPORT_EMAIL = "support@example.com";

export const bottomBar = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The page's title, every section heading in order, and the date where the spec gives one. */
export async function expectInfoPage(page: Page, info: (typeof INFO_PAGES)[number]) {
  await expect(page.getByRole("heading", { level: 1, name: info.title })).toBeVisible();
  await expect(page).toHaveTitle(`${info.title} | Kindred`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 }).filter({ hasNotText: "On this page" })).toHaveText([
    ...info.sections,
  ]);
  if (info.lastUpdated) await expect(main.getByText(info.lastUpdated)).toBeVisible();
}

/** Spec 001 "Footer": Quick Links, Legal, the support contact from the site's configuration. */
export async function expectSiteFooter(page: Page) {
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Quick Links" })).toBeVisible();
  const legal = footer.getByRole("heading", { name: "Legal" }).locator("xpath=..");
  for (const [name, href] of FOOTER_LEGAL) {
    await expect(legal.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(footer.getByRole("link", { name: DEFAULT_SUPPORT_EMAIL })).toHaveAttribute(
    "href",
    `mailto:${DEFAULT_SUPPORT_EMAIL}`,
  );
}

/** At the bottom of the page, the footer's last line sits above the fixed bar, not under it. */
export async function expectFooterClearOfBar(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastLine = page.getByRole("contentinfo").getByText(/is for adults aged 18 and over/);
  // boundingBox() does not wait, and the member's bar replaces the visitor's once its code has loaded.
  await expect
    .poll(
      async () => {
        const [line, bar] = await Promise.all([lastLine.boundingBox(), bottomBar(page).boundingBox()]);
        return line && bar ? line.y + line.height <= bar.y : null;
      },
      { message: "the footer's last line clears the bottom bar" },
    )
    .toBe(true);
}

export async function infoShot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  for (const [label, size] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `/tmp/shots-info/${name}-${label}.png` });
    await page.screenshot({ path: `/tmp/shots-info/${name}-${label}-full.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}
