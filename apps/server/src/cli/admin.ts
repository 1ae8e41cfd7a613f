import { ConfigError, loadConfig } from "../config/env";
import { openConfiguredDatabase } from "./open-database";
import { createAdminRepository } from "../modules/admin/admin.repository";
import { createLogger } from "../lib/logger";
import { createAdminService } from "../modules/admin/admin.service";
import { createPgEventBus } from "../modules/realtime/event-bus";

// Grants or revokes the admin role from the command line:
//   npm run admin -- grant someone@example.com
//   npm run admin -- revoke someone@example.com
// On the embedded database, stop the server first: PGlite allows one process at a time.
const [command, email] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !email) {
  console.error("Usage: npm run admin -- grant|revoke <email>");
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  // On PostgreSQL the servers may be running: they hear the change (their cached sessions carry the role).
  const log = createLogger("warn");
  const bus = database.pool ? await createPgEventBus(database.pool, log) : undefined;
  const roles = createAdminService(createAdminRepository(database.db), bus && { bus, log });
  const outcome = await roles.setRole(email, command === "grant" ? "admin" : "user");
  await bus?.close();
  await database.close();
  if (outcome === "no-account") {
    console.error(`No account with the email ${email}. The member must sign up first (or use ADMIN_EMAILS).`);
    process.exit(1);
  }
  if (outcome === "unverified") {
    console.error(
      `${email} has not confirmed its email address yet. Ask the member to open the link in their verification mail, then run this again.`,
    );
    process.exit(1);
  }
  console.log(command === "grant" ? `${email} is now an admin.` : `${email} is no longer an admin.`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
