import { createHash, createHmac } from "node:crypto";
import {
  ACCOUNT_DATA_TEXT as TEXT,
  DATA_EXPORT_LINK_HOURS,
  DATA_EXPORTS_PER_DAY,
  dataExportFileName,
  type DataExport,
  type DataExportState,
} from "@kindred/contracts";
import { AppError, RateLimitedError } from "../../errors";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { BlobStore } from "../../storage";
import type { JobQueue } from "../../jobs/queue";
import type { DataExportRepository, ExportRow } from "./data-export.repository";
import { buildExport, type ExportSource } from "./export-builder";

/** The background jobs: build one export; and, a day later, drop its file if it was never downloaded. */
export const EXPORT_JOB = "accounts.export";
export const EXPORT_EXPIRY_JOB = "accounts.export-expiry";
export type ExportJob = { exportId: string };

const HOUR_SECONDS = 60 * 60;
/** A request whose job has not finished within this is failed, so the member can ask again. */
const STALE_MINUTES = 30;
const TOKEN_PURPOSE = "data-export";

type Deps = {
  repo: DataExportRepository;
  source: ExportSource;
  store: BlobStore;
  jobs: JobQueue;
  limiter: RateLimiter;
  log: Logger;
  secret: string;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** An object's bytes, for the zip; undefined when it is gone. */
async function readAll(store: BlobStore, key: string): Promise<Uint8Array | undefined> {
  const blob = await store.get(key);
  return blob ? new Uint8Array(await new Response(blob.body).arrayBuffer()) : undefined;
}

/** The body passed through, with `done` called once it has been read to the end, failed or was cancelled. */
function whenFinished(body: ReadableStream<Uint8Array>, done: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let called = false;
  const finish = () => {
    if (!called) {
      called = true;
      done();
    }
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = await reader.read();
        if (chunk.done) {
          controller.close();
          finish();
        } else controller.enqueue(chunk.value);
      } catch (error) {
        controller.error(error);
        finish();
      }
    },
    async cancel(reason) {
      await reader.cancel(reason).catch(() => undefined);
      finish();
    },
  });
}

/**
 * "Download my data": the request, its state, the one download, and the jobs that build and expire
 * the zip. The link's token is not stored: it is the HMAC of the export's id under the auth secret, so
 * the state can show the link again while only its SHA-256 sits in the table.
 */
export function createDataExportService({ repo, source, store, jobs, limiter, log, secret }: Deps) {
  const tokenFor = (exportId: string) =>
    createHmac("sha256", secret).update(`${TOKEN_PURPOSE}\n${exportId}`).digest("base64url");

  const view = (row: ExportRow): DataExport => ({
    id: row.id,
    status: row.status,
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    readyAt: iso(row.readyAt),
    expiresAt: iso(row.expiresAt),
    downloadedAt: iso(row.downloadedAt),
    sizeBytes: row.sizeBytes,
    downloadUrl: row.status === "ready" ? `/api/account/export/${tokenFor(row.id)}` : null,
  });

  /** Removes files whose rows let go of them; a failure is logged and the file left for the expiry job. */
  async function removeFiles(rows: { file_key: string | null }[]) {
    for (const { file_key: key } of rows) {
      if (key)
        await store
          .delete(key)
          .catch((error: unknown) => log.error("export file not removed", { key, error: String(error) }));
    }
  }

  /** What is due before reading a member's state: expired links and lost jobs. */
  async function tidy(userId: string) {
    await removeFiles(await repo.expireDue({ userId }));
    await repo.failStale(userId, STALE_MINUTES);
  }

  return {
    async state(userId: string): Promise<DataExportState> {
      await tidy(userId);
      const row = await repo.latest(userId);
      return { export: row ? view(row) : null };
    },

    /** A new export: 409 while one is being prepared, 429 past the daily limit; the job does the rest. */
    async request(userId: string): Promise<DataExport> {
      await tidy(userId);
      if (await repo.hasActive(userId)) throw new AppError("CONFLICT", TEXT.alreadyPreparing);
      const limit = await limiter.hit(`data-exports:${userId}`, {
        windowSeconds: 24 * HOUR_SECONDS,
        max: DATA_EXPORTS_PER_DAY,
      });
      if (!limit.allowed) throw new RateLimitedError(TEXT.tooMany, limit.retryAfterSeconds);
      const row = await repo.create(userId);
      if (!row) throw new AppError("CONFLICT", TEXT.alreadyPreparing);
      await removeFiles(await repo.supersede(userId));
      try {
        await jobs.send<ExportJob>(EXPORT_JOB, { exportId: row.id }, { singletonKey: row.id, retryLimit: 0 });
      } catch (error) {
        await repo.markFailed(row.id);
        throw error;
      }
      return view(row);
    },

    /**
     * The zip, once: 410 when the link was used or has expired, 404 when it is not this member's. The
     * file is removed when the response has been read to the end (or abandoned).
     */
    async download(userId: string, token: string) {
      const tokenHash = sha256(token);
      const claimed = await repo.claimDownload(userId, tokenHash);
      if (!claimed) {
        const row = await repo.byToken(tokenHash);
        if (!row || row.userId !== userId) throw new AppError("NOT_FOUND", TEXT.linkInvalid);
        if (row.status === "downloaded") throw new AppError("GONE", TEXT.linkUsed);
        await tidy(userId);
        throw new AppError("GONE", TEXT.linkExpired);
      }
      const blob = claimed.fileKey ? await store.get(claimed.fileKey) : undefined;
      if (!blob || !claimed.fileKey) throw new AppError("GONE", TEXT.linkExpired);
      const key = claimed.fileKey;
      const body = whenFinished(blob.body, () => {
        void store
          .delete(key)
          .then(() => repo.forgetFile(claimed.id))
          .catch((error: unknown) => log.error("downloaded export not removed", { key, error: String(error) }));
      });
      return { body, size: blob.size, fileName: dataExportFileName(claimed.readyAt ?? new Date()) };
    },

    /** The `accounts.export` job: builds the zip, stores it, marks it ready and schedules its expiry. */
    async runExport({ exportId }: ExportJob): Promise<void> {
      const claimed = await repo.claim(exportId);
      if (!claimed) return;
      let stored = 0;
      const progress = async (percent: number) => {
        if (percent <= stored) return;
        stored = percent;
        await repo.setProgress(exportId, percent);
      };
      let key: string | undefined;
      try {
        const built = await buildExport(claimed.userId, new Date(), {
          source,
          readFile: (fileKey) => readAll(store, fileKey),
          progress,
        });
        key = `data_exports/${claimed.userId}/${exportId}.zip`;
        await store.put(key, built.bytes, "application/zip");
        const ready = await repo.markReady(exportId, {
          fileKey: key,
          sizeBytes: built.bytes.length,
          tokenHash: sha256(tokenFor(exportId)),
          hours: DATA_EXPORT_LINK_HOURS,
        });
        // Failed as stale meanwhile, or the account was deleted: the zip has no row left to serve it.
        if (!ready) {
          await store.delete(key);
          return;
        }
        log.info("data export ready", { exportId, bytes: built.bytes.length, files: built.files.length });
        // A minute late, so the row's expiry has surely passed when the job looks at it.
        await jobs
          .send<ExportJob>(
            EXPORT_EXPIRY_JOB,
            { exportId },
            { singletonKey: `expiry-${exportId}`, startAfterSeconds: DATA_EXPORT_LINK_HOURS * HOUR_SECONDS + 60 },
          )
          .catch((error: unknown) => log.error("export expiry not scheduled", { exportId, error: String(error) }));
      } catch (error) {
        log.error("data export failed", { exportId, error: String(error) });
        await repo.markFailed(exportId);
        if (key) await store.delete(key).catch(() => undefined);
      }
    },

    /** The `accounts.export-expiry` job: a day on, the zip goes whether or not it was downloaded. */
    async expireExport({ exportId }: ExportJob): Promise<void> {
      await removeFiles(await repo.expireDue({ exportId }));
      await removeFiles(await repo.leftoverFiles(exportId));
    },
  };
}
export type DataExportService = ReturnType<typeof createDataExportService>;
