import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config/env";
import type { Database } from "../src/db/client";
import { profiles } from "../src/db/schema";
import { createLogger, type Logger } from "../src/lib/logger";
import { createDemoRepository } from "../src/modules/demo/demo.repository";
import { seedDemoMembers } from "../src/modules/demo/demo.service";
import { DEMO_LIKE_BACK } from "../src/modules/demo/demo-responder";
import { demoLikesBack } from "../src/modules/demo/demo-voice";
import { startServer, type RunningServer } from "../src/server";
import { createBlobStore } from "../src/storage";
import { TestClient, uniqueEmail } from "./support/client";
import { createTestDatabase } from "./support/database";
import { jobStates } from "./support/jobs";
import { PLACES } from "./support/members";
import { startSmtpCapture, type SmtpCapture } from "./support/smtp";

let database: Database;
let smtp: SmtpCapture;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpCapture();
  dataDir = await mkdtemp(path.join(tmpdir(), "kindred-demo-production-"));
});
afterAll(async () => {
  await database.close();
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A production server over the test database, asked for the demo community and answers with no wait. */
async function startProduction(): Promise<{ server: RunningServer; warnings: string[] }> {
  const config = loadConfig({
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    AUTH_SECRET: "a-production-secret-that-is-long-enough-0123456789",
    SMTP_URL: smtp.url,
    LOG_LEVEL: "silent",
    RATE_LIMIT_SCALE: "100",
    SEED_DEMO: "1",
    DEMO_REPLY_DELAY_SECONDS: "0",
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
  });
  const warnings: string[] = [];
  const log: Logger = { ...createLogger("silent"), warn: (message) => warnings.push(message) };
  const server = await startServer(config, {
    database,
    log,
    demoSeed: { cities: ["London"], photos: false },
    jobPollingSeconds: 0.2,
  });
  return { server, warnings };
}

describe("the demo community in production", () => {
  it("is never seeded, even with SEED_DEMO=1 (which is logged as ignored)", async () => {
    const { server, warnings } = await startProduction();
    try {
      expect(await database.db.$count(profiles)).toBe(0);
      expect(warnings.some((line) => /SEED_DEMO is ignored/.test(line))).toBe(true);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("never answers, even when demo members are there (seeded before the instance went to production)", async () => {
    await seedDemoMembers(
      {
        repo: createDemoRepository(database.db),
        store: createBlobStore({ uploadsDir: dataDir }),
        log: createLogger("silent"),
      },
      { cities: ["London"], photos: false },
    );
    const { server } = await startProduction();
    try {
      const member = new TestClient(server);
      expect((await member.signUp(uniqueEmail("prod"))).status).toBe(200);
      const { id } = (await member.get<{ id: string }>("/api/me")).body;
      await database.db
        .insert(profiles)
        .values({ id, firstName: "Ada", age: 30, gender: "female", interestedIn: "everyone", ...PLACES.austin });
      const demo = await database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.isDemo, true));
      const keen = demo.map((row) => row.id).find((demoId) => demoLikesBack(demoId, id))!;
      expect((await member.post("/api/likes", { targetId: keen })).status).toBe(201);
      // A second like after it: its event was handled after the first's, and neither queued an answer.
      const other = demo.map((row) => row.id).find((demoId) => demoId !== keen && demoLikesBack(demoId, id))!;
      expect((await member.post("/api/likes", { targetId: other })).status).toBe(201);
      expect(await jobStates(database.db, DEMO_LIKE_BACK, `${keen}:${id}`)).toEqual([]);
      expect(await jobStates(database.db, DEMO_LIKE_BACK, `${other}:${id}`)).toEqual([]);
    } finally {
      await server.close();
    }
  }, 60_000);
});
