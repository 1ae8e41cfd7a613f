import type { Logger } from "../lib/logger";
import type { JobQueue } from "./queue";

/**
 * Starts this process's worker for one queue at start-up without holding the start on it: a worker that
 * fails to start is logged, and the jobs wait in the database for a process whose worker runs.
 */
export function registerWorker<T extends object>(
  jobs: JobQueue,
  log: Logger,
  name: string,
  handler: (job: T) => Promise<void>,
): void {
  jobs
    .work(name, handler)
    .catch((error: unknown) => log.error("job worker not started", { queue: name, error: String(error) }));
}
