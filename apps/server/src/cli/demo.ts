import { ConfigError, loadConfig } from "../config/env";
import { openConfiguredDatabase } from "./open-database";
import { createLogger } from "../lib/logger";
import { createDemoRemovalRepository } from "../modules/demo/demo-removal.repository";
import { createDemoRemoval } from "../modules/demo/demo-removal.service";
import { createPgEventBus } from "../modules/realtime/event-bus";
import { createBlobStore } from "../storage";

// Removes the demo community and everything it touched (docs/demo-community.md):
//   npm run demo -- remove
// On the embedded database, stop the server first: PGlite allows one process at a time.
const [command] = process.argv.slice(2);
if (command !== "remove") {
  console.error("Usage: npm run demo -- remove");
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const log = createLogger("warn");
  // On PostgreSQL the servers may be running: real members' screens drop their demo conversations at once.
  const bus = database.pool ? await createPgEventBus(database.pool, log) : undefined;
  const remove = createDemoRemoval({
    repo: createDemoRemovalRepository(database.db),
    store: createBlobStore(config),
    log,
    bus,
  });
  const counts = await remove();
  await bus?.close();
  await database.close();
  if (counts.members === 0) console.log("No demo members: nothing to remove.");
  else {
    console.log("Demo community removed:");
    for (const [what, n] of Object.entries(counts)) console.log(`  ${what.padEnd(14)}${n}`);
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
