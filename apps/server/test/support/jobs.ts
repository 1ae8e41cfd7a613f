import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../src/db/client";

/** The states of a queue's jobs with this singleton key, oldest first, from pg-boss's own table. */
export async function jobStates(db: Db, name: string, singletonKey: string): Promise<string[]> {
  const rows = await queryRows<{ state: string }>(
    db,
    sql`select state::text from pgboss.job where name = ${name} and singleton_key = ${singletonKey}
      order by created_on, id`,
  );
  return rows.map((row) => row.state);
}

/**
 * Waits until `count` jobs of `name` with this key have run to completion: what a test needs before it
 * can say that no mail came of them.
 */
export async function waitForCompletedJobs(
  db: Db,
  name: string,
  singletonKey: string,
  count = 1,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await jobStates(db, name, singletonKey);
    if (states.filter((state) => state === "completed").length >= count) return;
    if (Date.now() > deadline)
      throw new Error(
        `${count} ${name} job(s) for ${singletonKey} not completed in ${timeoutMs} ms: ${states.join(", ")}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
