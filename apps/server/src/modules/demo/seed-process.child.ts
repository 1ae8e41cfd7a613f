// The demo seed's own process (seed-process.ts starts it): opens the database, seeds it if it has no
// members, closes it and exits, handing every page it touched back to the system.
import { openDatabase } from "../../db/client";
import { createLogger } from "../../lib/logger";
import { createBlobStore } from "../../storage";
import { createDemoRepository } from "./demo.repository";
import { seedDemoIfEmpty } from "./demo.service";
import type { SeedReply, SeedRequest } from "./seed-process";

// The server may die while waiting (a signal during start-up): nobody would read the result.
process.once("disconnect", () => process.exit(1));

process.once("message", (request: SeedRequest) => {
  void seed(request).then(
    (reply) => process.send!(reply, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});

async function seed({ config, dbDir, options }: SeedRequest): Promise<SeedReply> {
  const database = config.DATABASE_URL
    ? await openDatabase({ engine: "postgres", url: config.DATABASE_URL, poolSize: 4 })
    : await openDatabase({ engine: "pglite", dataDir: dbDir });
  try {
    await database.migrate();
    const seeded = await seedDemoIfEmpty(
      { repo: createDemoRepository(database.db), store: createBlobStore(config), log: createLogger(config.LOG_LEVEL) },
      options,
    );
    return { seeded };
  } finally {
    await database.close();
  }
}
