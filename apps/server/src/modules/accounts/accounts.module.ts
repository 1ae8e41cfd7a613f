import type { Db } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { BlobStore } from "../../storage";
import type { Auth } from "../auth/auth";
import type { Mailer } from "../mail/mailer";
import type { EventBus } from "../realtime/event-bus";
import { createAccountDeletionService } from "./account-deletion.service";
import { accountWrites, createAccountsRepository } from "./accounts.repository";
import { accountsRoutes } from "./accounts.routes";
import { createAccountsService } from "./accounts.service";
import { createDataExportRepository } from "./data-export.repository";
import { createDataExportService, EXPORT_EXPIRY_JOB, EXPORT_JOB, type ExportJob } from "./data-export.service";
import { createExportDataRepository } from "./export-data.repository";
import { createPasskeyConfirmation } from "./passkey-confirmation";
import { createPasskeyConfirmationRepository } from "./passkey-confirmation.repository";

type Deps = {
  db: Db;
  store: BlobStore;
  bus: EventBus;
  log: Logger;
  limiter: RateLimiter;
  mailer: Mailer;
  jobs: JobQueue;
  auth: Auth;
  /** The auth secret: export links are derived from it. */
  secret: string;
  /** The site's public address: passkeys are bound to its host. */
  publicUrl: string;
};

/**
 * Accounts as a whole: deletion (by an admin, through `service` and `writes`, or by the member in
 * Settings) and "download my data" (a background job builds the zip). `routes` is `/api/account`.
 */
export function createAccountsModule({ db, store, bus, log, limiter, mailer, jobs, auth, secret, publicUrl }: Deps) {
  const repo = createAccountsRepository(db);
  const service = createAccountsService({ repo, store, bus, log });
  const exports = createDataExportService({
    repo: createDataExportRepository(db),
    source: createExportDataRepository(db),
    store,
    jobs,
    limiter,
    log,
    secret,
  });
  const deletion = createAccountDeletionService({
    repo,
    accounts: service,
    passkeys: createPasskeyConfirmation({
      repo: createPasskeyConfirmationRepository(db),
      log,
      rpId: new URL(publicUrl).hostname,
      publicOrigin: new URL(publicUrl).origin,
    }),
    limiter,
    mailer,
    log,
    verifyPassword: async (input) => (await auth.$context).password.verify(input),
  });
  const register = (name: string, handler: (job: ExportJob) => Promise<void>) =>
    jobs
      .work<ExportJob>(name, handler)
      .catch((error: unknown) => log.error("job worker not started", { name, error: String(error) }));
  void register(EXPORT_JOB, (job) => exports.runExport(job));
  void register(EXPORT_EXPIRY_JOB, (job) => exports.expireExport(job));

  return {
    service,
    /** The deletion's writes bound to a caller's transaction. */
    writes: accountWrites,
    routes: accountsRoutes({ auth, exports, deletion }),
  };
}
export type AccountsModule = ReturnType<typeof createAccountsModule>;
