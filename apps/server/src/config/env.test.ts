import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env";

describe("configuration", () => {
  it("defaults to the embedded database on port 3000 with demo members", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.databaseEngine).toBe("pglite");
    expect(config.dataDir).toMatch(/data$/);
    expect(config.uploadsDir).toMatch(/data\/uploads$/);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.seedDemo).toBe(true);
  });

  it("uses PostgreSQL when DATABASE_URL is set, without demo members unless asked", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u:p@db:5432/kindred" });
    expect(config.databaseEngine).toBe("postgres");
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@db/k", SEED_DEMO: "1" }).seedDemo).toBe(true);
  });

  it("snapshots the embedded database daily, keeping seven, and refuses scheduled snapshots on PostgreSQL", () => {
    expect(loadConfig({})).toMatchObject({ backupIntervalHours: 24, BACKUP_KEEP: 7 });
    expect(loadConfig({ BACKUP_INTERVAL_HOURS: "0", BACKUP_KEEP: "2" })).toMatchObject({
      backupIntervalHours: 0,
      BACKUP_KEEP: 2,
    });
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@db/k" }).backupIntervalHours).toBe(0);
    expect(() => loadConfig({ DATABASE_URL: "postgres://u:p@db/k", BACKUP_INTERVAL_HOURS: "6" })).toThrow(
      /BACKUP_INTERVAL_HOURS applies to the embedded database only/,
    );
    expect(() => loadConfig({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
  });

  it("names every bad variable on its own line", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", ADMIN_EMAILS: "not-an-email", SEED_DEMO: "maybe" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join("\n")).toMatch(/^PORT /m);
    expect(problems.join("\n")).toMatch(/^DATABASE_URL must be a postgres/m);
    expect(problems.join("\n")).toMatch(/^ADMIN_EMAILS/m);
    expect(problems.join("\n")).toMatch(/^SEED_DEMO/m);
  });

  it("requires a real secret and full-strength hashing in production", () => {
    const production = { NODE_ENV: "production", SMTP_URL: "smtp://mail:25" } as const;
    expect(() => loadConfig(production)).toThrow(/AUTH_SECRET is required/);
    expect(() => loadConfig({ ...production, AUTH_SECRET: "x".repeat(40), PASSWORD_HASH_LOG_N: "12" })).toThrow(
      /PASSWORD_HASH_LOG_N/,
    );
    expect(loadConfig({ ...production, AUTH_SECRET: "x".repeat(40) }).SMTP_URL).toBe("smtp://mail:25");
  });

  it("refuses production without SMTP_URL, where mail would go to the log with live links", () => {
    for (const SMTP_URL of [undefined, ""]) {
      let error: unknown;
      try {
        loadConfig({
          NODE_ENV: "production",
          AUTH_SECRET: "x".repeat(40),
          ...(SMTP_URL === undefined ? {} : { SMTP_URL }),
        });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        "SMTP_URL is required when NODE_ENV=production (mail would otherwise go to the log, with live sign-in links)",
      ]);
    }
    // Development and tests may go without: mail goes to the server log.
    expect(loadConfig({ NODE_ENV: "development" }).SMTP_URL).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "test" }).SMTP_URL).toBeUndefined();
  });

  it("takes the operator's mailboxes from the public address's host unless set", () => {
    expect(loadConfig({ PUBLIC_URL: "https://www.kindred.example" }).site.supportEmail).toBe("support@kindred.example");
    expect(loadConfig({ PUBLIC_URL: "http://192.168.1.20:3000" }).site.privacyEmail).toBe("privacy@example.com");
    expect(loadConfig({ PUBLIC_URL: "http://kindred.localhost" }).site.contactEmail).toBe("hello@example.com");
    expect(loadConfig({ SITE_PRIVACY_EMAIL: "dpo@kindred.example" }).site.privacyEmail).toBe("dpo@kindred.example");
  });

  it("refuses site details that are not addresses", () => {
    let error: unknown;
    try {
      loadConfig({
        SITE_SUPPORT_EMAIL: "support",
        SITE_SOCIAL_LINKS: "https://instagram.com/kindred,javascript:alert(1)",
        PERSONALITY_TESTS_URL: "ftp://tests.example",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    expect(problems).toMatch(/^SITE_SUPPORT_EMAIL /m);
    expect(problems).toMatch(/^SITE_SOCIAL_LINKS\.1 must be an http/m);
    expect(problems).toMatch(/^PERSONALITY_TESTS_URL must be an http/m);
  });
});
