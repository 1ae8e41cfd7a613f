import { pingDatabase, type Database } from "../../db/client";
import type { BlobStore } from "../../storage";

/**
 * One thing the server needs to serve requests: `run` resolves while it answers and rejects (or takes
 * longer than its time) when not. `GET /api/ready` runs every check; another dependency joins by
 * adding a check where `app.ts` builds the list.
 */
export type ReadinessCheck = { name: string; run: () => Promise<unknown> };

/** Long enough for a busy database's `select 1`; short enough that a load balancer's probe gets its answer. */
export const READINESS_TIMEOUT_MS = 2_000;

export function databaseCheck(database: Database): ReadinessCheck {
  return { name: "database", run: () => pingDatabase(database.db) };
}

export function storageCheck(store: BlobStore): ReadinessCheck {
  return { name: "storage", run: () => store.ping() };
}

/** The names of the checks that failed or ran out of time (none: ready). */
export async function failedChecks(checks: readonly ReadinessCheck[], timeoutMs = READINESS_TIMEOUT_MS) {
  const outcomes = await Promise.all(checks.map((check) => passes(check, timeoutMs)));
  return checks.filter((_, index) => !outcomes[index]).map((check) => check.name);
}

async function passes(check: ReadinessCheck, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([check.run().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
