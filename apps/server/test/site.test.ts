import { SiteInfoSchema } from "@kindred/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/server";

const fetchSite = async (server: TestServer) => {
  const response = await fetch(`${server.url}/api/site`);
  return { response, body: (await response.json()) as Record<string, unknown> };
};

describe("GET /api/site with the defaults", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SMTP_URL: "" });
  });
  afterAll(() => server.close());

  it("names Kindred, example mailboxes on a local address, no social links and the free test", async () => {
    const { response, body } = await fetchSite(server);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(body).toEqual({
      operatorName: "Kindred",
      supportEmail: "support@example.com",
      privacyEmail: "privacy@example.com",
      contactEmail: "hello@example.com",
      postalAddress: null,
      social: [],
      personalityTests: {
        name: "16Personalities",
        siteUrl: "https://www.16personalities.com",
        socialUrl: "https://www.facebook.com/16personalities",
        privacyUrl: "https://www.16personalities.com/privacy-policy",
        termsUrl: "https://www.16personalities.com/terms",
      },
    });
  });

  it("needs no session", async () => {
    const response = await fetch(`${server.url}/api/site`, { headers: { cookie: "" } });
    expect(response.status).toBe(200);
  });
});

describe("GET /api/site as configured", () => {
  let server: TestServer;
  const secret = "s".repeat(48);
  beforeAll(async () => {
    server = await startTestServer({
      SMTP_URL: "smtp://mailer:hunter2-secret@127.0.0.1:1",
      AUTH_SECRET: secret,
      PUBLIC_URL: "https://www.lovebirds.example",
      SITE_OPERATOR_NAME: "Lovebirds Ltd",
      SITE_SUPPORT_EMAIL: "help@lovebirds.example",
      SITE_POSTAL_ADDRESS: "1 Heart Street, 10115 Berlin, Germany",
      SITE_SOCIAL_LINKS: "https://www.instagram.com/lovebirds, https://x.com/lovebirds,https://blog.lovebirds.example",
      PERSONALITY_TESTS_NAME: "Typewise",
      PERSONALITY_TESTS_URL: "https://typewise.example/",
      PERSONALITY_TESTS_SOCIAL_URL: "https://www.instagram.com/typewise",
      PERSONALITY_TESTS_TERMS_URL: "https://typewise.example/legal/terms",
    });
  });
  afterAll(() => server.close());

  it("serves what the operator set, and mailboxes on the public host where they set none", async () => {
    const { body } = await fetchSite(server);
    expect(SiteInfoSchema.parse(body)).toEqual({
      operatorName: "Lovebirds Ltd",
      supportEmail: "help@lovebirds.example",
      privacyEmail: "privacy@lovebirds.example",
      contactEmail: "hello@lovebirds.example",
      postalAddress: "1 Heart Street, 10115 Berlin, Germany",
      social: [
        { network: "instagram", url: "https://www.instagram.com/lovebirds" },
        { network: "x", url: "https://x.com/lovebirds" },
        { network: "website", url: "https://blog.lovebirds.example" },
      ],
      personalityTests: {
        name: "Typewise",
        siteUrl: "https://typewise.example",
        socialUrl: "https://www.instagram.com/typewise",
        privacyUrl: "https://typewise.example/privacy",
        termsUrl: "https://typewise.example/legal/terms",
      },
    });
  });

  it("tells nothing else of the configuration", async () => {
    const response = await fetch(`${server.url}/api/site`);
    const text = await response.text();
    expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(
      [
        "contactEmail",
        "operatorName",
        "personalityTests",
        "postalAddress",
        "privacyEmail",
        "social",
        "supportEmail",
      ].sort(),
    );
    for (const leak of [secret, "hunter2", "smtp://", "DATA_DIR", server.config.dataDir]) {
      expect(text).not.toContain(leak);
    }
  });
});
