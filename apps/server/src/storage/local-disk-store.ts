import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { BlobStoreUnavailableError, keySegments, prefixSegments, type BlobObject, type BlobStore } from "./blob-store";

const isNotFound = (error: unknown) =>
  error instanceof Error &&
  ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ENOTDIR");

/** Files under one root directory (DATA_DIR/uploads by default), one file per key. */
export function createLocalDiskStore(root: string): BlobStore {
  const base = path.resolve(root);

  const fileFor = (key: string) => {
    const file = path.join(base, ...keySegments(key));
    // keySegments already refuses traversal; this is the belt to its braces.
    if (!file.startsWith(base + path.sep)) throw new Error(`Invalid blob key: ${JSON.stringify(key)}`);
    return file;
  };

  return {
    async put(key, bytes) {
      const file = fileFor(key);
      // Write a temporary sibling, flush it, then rename: rename is atomic on one file system.
      const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        const handle = await open(temporary, "wx", 0o640);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        throw new BlobStoreUnavailableError(`Disk storage failed: ${(error as Error).message}`, { cause: error });
      }
    },

    async get(key): Promise<BlobObject | undefined> {
      const file = fileFor(key);
      let handle;
      try {
        handle = await open(file, "r");
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return undefined;
        }
        // The stream closes the handle when it ends, fails or is cancelled by the client.
        const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
        return { body, size: info.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      await rm(fileFor(key), { force: true });
    },

    async ping() {
      // Writing is the only honest test: a full disk, a read-only mount or a missing volume each fail it
      // (permissions alone say nothing to root). Keys never start with a dot, so no object is touched.
      const probe = path.join(base, `.ready-${randomBytes(6).toString("hex")}`);
      try {
        await mkdir(base, { recursive: true });
        await writeFile(probe, "");
        await rm(probe);
      } catch (error) {
        await rm(probe, { force: true }).catch(() => undefined);
        throw new BlobStoreUnavailableError(`Disk storage cannot be written: ${(error as Error).message}`, {
          cause: error,
        });
      }
    },

    async deletePrefix(prefix) {
      const folder = path.join(base, ...prefixSegments(prefix));
      if (!folder.startsWith(base + path.sep)) throw new Error(`Invalid blob prefix: ${JSON.stringify(prefix)}`);
      await rm(folder, { recursive: true, force: true });
    },

    async exists(key) {
      try {
        return (await stat(fileFor(key))).isFile();
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}
