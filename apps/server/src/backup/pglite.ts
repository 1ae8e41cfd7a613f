import { existsSync } from "node:fs";
import { openAsBlob } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../db/client";

/**
 * The embedded database's files as one tar, taken while it runs: PGlite answers it between two
 * statements, as a crash-consistent copy (its own write-ahead log replays on load). The checkpoint
 * first keeps that replay short.
 */
export async function dumpPglite(pglite: PGlite): Promise<{ stream: Readable; size: number }> {
  await pglite.exec("checkpoint");
  const tarball = await pglite.dumpDataDir("none");
  return { stream: Readable.fromWeb(tarball.stream() as never), size: tarball.size };
}

/** Creates the database folder `dataDir` from a dump's tar file (the folder must not exist yet). */
export async function loadPglite(tarFile: string, dataDir: string): Promise<void> {
  const database = await openDatabase({ engine: "pglite", dataDir, loadDataDir: await openAsBlob(tarFile) });
  await database.close();
}

/**
 * PGlite keeps `postmaster.pid` in its folder while a process has it open (and removes it on close):
 * another process opening it then would corrupt it. A process that was killed leaves it behind too.
 */
export const pgliteInUse = (dbDir: string) => existsSync(path.join(dbDir, "postmaster.pid"));
