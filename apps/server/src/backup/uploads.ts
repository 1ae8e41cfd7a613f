import { open, readdir } from "node:fs/promises";
import path from "node:path";
import { ENTRY, type EntrySource } from "./archive";

/** Every uploaded file under the folder as an entry, skipping the disk adapter's temporary files and any gone by the time it is read. */
export async function localUploadEntries(uploadsDir: string): Promise<EntrySource[]> {
  const found = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  return found
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .map((file) => ({
      name: ENTRY.uploadsPrefix + path.relative(uploadsDir, file).split(path.sep).join("/"),
      async open() {
        // A photo deleted while a running server is backed up is simply not in the backup.
        const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return undefined;
          throw error;
        });
        if (!handle) return undefined;
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      },
    }));
}
