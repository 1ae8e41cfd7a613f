import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config/env";
import { openConfiguredDatabase } from "./open-database";
import { createDemoRepository } from "../modules/demo/demo.repository";
import { bulkSeedMembers } from "../modules/demo/demo.service";

// Loads N synthetic members fast, for benchmarks:  npm run seed -- --members 100000
// On the embedded database stop the server first: PGlite allows one process at a time.
const { values } = parseArgs({ options: { members: { type: "string", default: "10000" } } });
const members = Number(values.members);
if (!Number.isInteger(members) || members < 1) {
  console.error("Usage: npm run seed -- --members <N>");
  process.exit(2);
}
try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const started = performance.now();
  await bulkSeedMembers(createDemoRepository(database.db), members);
  // A steady-state database is vacuumed (autovacuum): the visibility map lets the deck use index-only scans.
  await database.db.execute("vacuum analyze");
  console.log(`${members} members in ${Math.round(performance.now() - started)} ms (${database.engine})`);
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
