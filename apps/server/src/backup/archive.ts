import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Transform, Writable, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip, gzipSync } from "node:zlib";
import tar from "tar-stream";
import { z } from "zod";
import { keySegments } from "../storage/blob-store";

/**
 * A Kindred backup is one gzipped tar whose first entry is the manifest (`kindred-backup.json`): the
 * format and its version, when and from which engine it was made, and each other entry's size and
 * sha256. A restore reads the whole file against it before touching anything, so a truncated, damaged
 * or foreign file is refused with nothing changed.
 */
export const FORMAT = "kindred-backup";
export const FORMAT_VERSION = 1;
export const MANIFEST_NAME = "kindred-backup.json";

/** What a backup holds besides the manifest. */
export const ENTRY = {
  pgliteData: "database/pgdata.tar",
  postgresDump: "database/postgres.dump",
  authSecret: "auth-secret",
  /** The generated Web Push key pair: browsers' subscriptions hold its public key. */
  vapidKeys: "vapid-keys.json",
  /** With S3 storage: the bucket's keys, sizes and ETags (the objects stay in the bucket). */
  objectList: "uploads.json",
  uploadsPrefix: "uploads/",
} as const;

const isValidKey = (key: string) => {
  try {
    keySegments(key);
    return true;
  } catch {
    return false;
  }
};

const entryName = z
  .string()
  .refine(
    (name) =>
      [ENTRY.pgliteData, ENTRY.postgresDump, ENTRY.authSecret, ENTRY.vapidKeys, ENTRY.objectList].includes(
        name as never,
      ) ||
      (name.startsWith(ENTRY.uploadsPrefix) && isValidKey(name.slice(ENTRY.uploadsPrefix.length))),
    "is not an entry a Kindred backup holds",
  );

export const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  engine: z.enum(["pglite", "postgres"]),
  /** How many of the app's migrations the database had: a newer app's backup is refused by an older one. */
  migrations: z.number().int().min(0),
  storage: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("local") }),
    z.object({ kind: z.literal("s3"), bucket: z.string() }),
  ]),
  entries: z.array(
    z.object({ name: entryName, size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
});
export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestHeader = Omit<Manifest, "entries" | "format" | "version">;

/** A backup that cannot be used, or a target it must not go into: one line for the operator. */
export class BackupRefusedError extends Error {}

/** One entry to write, with its size (a tar header comes first); `open` answering undefined skips it (a file gone). */
export type EntrySource = { name: string; open: () => Promise<{ stream: Readable; size: number } | undefined> };

/** Counts and hashes what passes through. */
function digest() {
  const hash = createHash("sha256");
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest("hex") }) };
}

/** Holds back a tar's closing zero blocks, so the entries can follow the manifest in one stream. */
function withoutEnd(bytes = 1024) {
  let tail = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const all = Buffer.concat([tail, chunk]);
      tail = all.subarray(Math.max(0, all.length - bytes));
      done(null, all.subarray(0, all.length - tail.length));
    },
  });
}

const END_OF_ARCHIVE = Buffer.alloc(1024);

function tarOf(name: string, bytes: Buffer): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on("data", (chunk) => chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve, reject) => {
    pack.on("end", resolve);
    pack.on("error", reject);
  });
  pack.entry({ name, size: bytes.length, mode: 0o600 }, bytes);
  pack.finalize();
  return ended.then(() => Buffer.concat(chunks).subarray(0, -END_OF_ARCHIVE.length));
}

/**
 * Writes the archive to `file` under a temporary name and renames it into place when whole, so a
 * half-written backup is never seen under its name. The entries are packed first (each hashed as it
 * goes) into a gzip stream of their own; the file is then the manifest's gzip member, that stream and
 * a closing member: gzip members concatenate into one stream that `tar` and `gunzip` read as one.
 */
export async function writeArchive(
  file: string,
  header: ManifestHeader,
  sources: Iterable<EntrySource> | AsyncIterable<EntrySource>,
) {
  const directory = path.dirname(file);
  const stem = `.${path.basename(file)}.${randomBytes(6).toString("hex")}`;
  const bodyFile = path.join(directory, `${stem}.body`);
  const partial = path.join(directory, `${stem}.partial`);
  try {
    const pack = tar.pack();
    // The fastest level: the database's pages compress almost as well, at half the time; photos not at all.
    const packed = pipeline(pack, withoutEnd(), createGzip({ level: 1 }), createWriteStream(bodyFile, { mode: 0o600 }));
    packed.catch(() => undefined);
    const entries: Manifest["entries"] = [];
    try {
      for await (const source of sources) {
        const input = await source.open();
        if (!input) continue;
        const { stream, result } = digest();
        const sink = pack.entry({ name: source.name, size: input.size, mode: 0o600 });
        await pipeline(input.stream, stream, sink);
        const { size, sha256 } = result();
        if (size !== input.size) throw new Error(`${source.name} changed size while it was read`);
        entries.push({ name: source.name, size, sha256 });
      }
    } catch (error) {
      // The body's stream is closed before its file is removed.
      pack.destroy(error as Error);
      await packed.catch(() => undefined);
      throw error;
    }
    pack.finalize();
    await packed;

    const manifest: Manifest = { format: FORMAT, version: FORMAT_VERSION, ...header, entries };
    const manifestTar = await tarOf(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 1)));
    const output = await open(partial, "wx", 0o600);
    try {
      await output.write(gzipSync(manifestTar));
      await pipeline(
        createReadStream(bodyFile),
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            output.write(chunk).then(() => done(), done);
          },
        }),
      );
      await output.write(gzipSync(END_OF_ARCHIVE));
      await output.sync();
    } finally {
      await output.close();
    }
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(bodyFile, { force: true });
    await rm(partial, { force: true });
  }
}

const GZIP_MAGIC = [0x1f, 0x8b];
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Reads the whole archive, checking every entry against the manifest; `onEntry` may answer where an
 * entry's bytes go (they are checked as they pass, so a bad one throws before the next is read).
 * Answers the manifest once every entry it names was found whole. Any fault is a BackupRefusedError.
 */
export async function readArchive(
  file: string,
  onEntry: (name: string, manifest: Manifest) => Promise<Writable | undefined> = async () => undefined,
): Promise<Manifest> {
  const magic = Buffer.alloc(2);
  let handle;
  try {
    handle = await open(file, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = { ENOENT: "there is no such file", EACCES: "permission denied", EISDIR: "it is a folder" }[code ?? ""];
    throw new BackupRefusedError(`cannot read ${file}: ${why ?? (error as Error).message}`);
  }
  try {
    const { bytesRead } = await handle.read(magic, 0, 2, 0);
    if (bytesRead < 2 || magic[0] !== GZIP_MAGIC[0] || magic[1] !== GZIP_MAGIC[1])
      throw new BackupRefusedError(`${file} is not a Kindred backup (not a gzipped archive)`);
  } finally {
    await handle.close();
  }

  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  let failure: unknown;
  reading.catch((error: unknown) => (failure ??= error));
  let manifest: Manifest | undefined;
  const expected = new Map<string, Manifest["entries"][number]>();
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!manifest) {
        if (name !== MANIFEST_NAME || entry.header.size > MANIFEST_MAX_BYTES)
          throw new BackupRefusedError(`${file} is not a Kindred backup (it does not start with ${MANIFEST_NAME})`);
        manifest = parseManifest(file, await collect(entry));
        for (const item of manifest.entries) expected.set(item.name, item);
        continue;
      }
      const item = expected.get(name);
      if (!item) throw new BackupRefusedError(`${file} is damaged: ${name} is not in its manifest`);
      expected.delete(name);
      const { stream, result } = digest();
      const sink = (await onEntry(name, manifest)) ?? drain();
      await pipeline(entry, stream, sink);
      const { size, sha256 } = result();
      if (size !== item.size || sha256 !== item.sha256)
        throw new BackupRefusedError(`${file} is damaged: ${name} does not match its checksum`);
    }
    await reading;
  } catch (error) {
    extract.destroy();
    if (error instanceof BackupRefusedError) throw error;
    throw refusedFor(file, failure ?? error);
  }
  if (!manifest) throw new BackupRefusedError(`${file} is not a Kindred backup (it holds no ${MANIFEST_NAME})`);
  if (expected.size > 0)
    throw new BackupRefusedError(
      `${file} is incomplete: ${expected.size} of its entries are missing (${[...expected.keys()][0]} first)`,
    );
  return manifest;
}

function parseManifest(file: string, bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new BackupRefusedError(`${file} is damaged: its manifest is not JSON`);
  }
  const format = (json as { format?: unknown; version?: unknown } | null) ?? {};
  if (format.format !== FORMAT) throw new BackupRefusedError(`${file} is not a Kindred backup (unknown format)`);
  if (typeof format.version === "number" && format.version > FORMAT_VERSION)
    throw new BackupRefusedError(
      `${file} is a version ${format.version} backup; this Kindred reads version ${FORMAT_VERSION}: update Kindred first`,
    );
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BackupRefusedError(`${file} is damaged: its manifest's ${issue.path.join(".")} ${issue.message}`);
  }
  return parsed.data;
}

function refusedFor(file: string, error: unknown): BackupRefusedError {
  const message = error instanceof Error ? error.message : String(error);
  if (/unexpected end|end of data/i.test(message))
    return new BackupRefusedError(`${file} is truncated: it ends in the middle of the archive`);
  return new BackupRefusedError(`${file} is damaged: ${message}`);
}

async function collect(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const drain = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });
