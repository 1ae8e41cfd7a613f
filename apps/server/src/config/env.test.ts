import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env";

describe("configuration", () => {
  it("defaults to the embedded database on port 3000 with demo members and the dev outbox", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.databaseEngine).toBe("pglite");
    expect(config.dataDir).toMatch(/data$/);
    expect(config.uploadsDir).toMatch(/data\/uploads$/);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.seedDemo).toBe(true);
    expect(config.mailOutbox).toBe(true);
  });

  it("uses PostgreSQL when DATABASE_URL is set, without demo members unless asked", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u:p@db:5432/kindred" });
    expect(config.databaseEngine).toBe("postgres");
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@db/k", SEED_DEMO: "1" }).seedDemo).toBe(true);
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

  it("requires a real secret and full-strength hashing in production, and never keeps an outbox there", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET is required/);
    expect(() => loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(40), PASSWORD_HASH_LOG_N: "12" })).toThrow(
      /PASSWORD_HASH_LOG_N/,
    );
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) }).mailOutbox).toBe(false);
    expect(loadConfig({ SMTP_URL: "smtp://mail:25" }).mailOutbox).toBe(false);
  });
});
