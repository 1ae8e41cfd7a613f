import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { gzipSync } from "node:zlib";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BackupRefusedError, FORMAT, MANIFEST_NAME, readArchive, writeArchive, type EntrySource } from "./archive";

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "kindred-archive-"));
});
afterAll(() => rm(work, { recursive: true, force: true }));

const HEADER = {
  createdAt: "2026-11-28T03:00:00.000Z",
  engine: "pglite",
  migrations: 17,
  storage: { kind: "local" },
} as const;
const bytes = (name: string, content: string | Buffer): EntrySource => ({
  name,
  open: async () => ({ stream: Readable.from([Buffer.from(content)]), size: Buffer.byteLength(content) }),
});
const sha256 = (content: string) => createHash("sha256").update(content).digest("hex");

/** A gzipped tar of the given entries, in order, as any tool would make it. */
async function tarGz(entries: [string, string][]): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on("data", (chunk) => chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve) => pack.on("end", () => resolve()));
  for (const [name, content] of entries) pack.entry({ name }, content);
  pack.finalize();
  await ended;
  return gzipSync(Buffer.concat(chunks));
}

const manifestOf = (entries: { name: string; content: string; sha256?: string }[], fields = {}) =>
  JSON.stringify({
    format: FORMAT,
    version: 1,
    ...HEADER,
    ...fields,
    entries: entries.map(({ name, content, sha256: hash }) => ({
      name,
      size: Buffer.byteLength(content),
      sha256: hash ?? sha256(content),
    })),
  });

async function fileOf(name: string, content: Buffer | string) {
  const file = path.join(work, name);
  await writeFile(file, content);
  return file;
}

describe("the backup archive", () => {
  it("is written with its manifest first, read back whole, and readable by tar", async () => {
    const file = path.join(work, "good.tar.gz");
    const photo = Buffer.alloc(70_000, 7);
    await writeArchive(file, HEADER, [
      bytes("database/pgdata.tar", "the database"),
      bytes("auth-secret", "a secret"),
      bytes("uploads/profile_photos/u1/0_1_main.jpg", photo),
      // A file that went away while the backup was made is left out, not an error.
      { name: "uploads/profile_photos/u1/gone.jpg", open: async () => undefined },
    ]);
    const seen: Record<string, number> = {};
    const manifest = await readArchive(file, async (name) => {
      seen[name] = 0;
      return new Writable({
        write(chunk: Buffer, _encoding, done) {
          seen[name]! += chunk.length;
          done();
        },
      });
    });
    expect(manifest).toMatchObject({ format: FORMAT, version: 1, engine: "pglite", migrations: 17 });
    expect(manifest.entries.map((entry) => entry.name)).toEqual([
      "database/pgdata.tar",
      "auth-secret",
      "uploads/profile_photos/u1/0_1_main.jpg",
    ]);
    expect(seen).toEqual({
      "database/pgdata.tar": 12,
      "auth-secret": 8,
      "uploads/profile_photos/u1/0_1_main.jpg": 70_000,
    });
    expect(execFileSync("tar", ["tzf", file], { encoding: "utf8" }).trim().split("\n")).toEqual([
      MANIFEST_NAME,
      ...manifest.entries.map((entry) => entry.name),
    ]);
    // Only the finished file: its temporary parts are gone.
    expect((await readdir(work)).filter((name) => name.includes("good"))).toEqual(["good.tar.gz"]);
  });

  it("leaves nothing behind when an entry cannot be read whole", async () => {
    const file = path.join(work, "failed.tar.gz");
    const failing: EntrySource = {
      name: "uploads/profile_photos/u1/bad.jpg",
      open: async () => ({
        stream: new Readable({
          read() {
            this.destroy(new Error("disk read error"));
          },
        }),
        size: 10,
      }),
    };
    await expect(writeArchive(file, HEADER, [bytes("auth-secret", "a secret"), failing])).rejects.toThrow(
      "disk read error",
    );
    expect((await readdir(work)).filter((name) => name.includes("failed"))).toEqual([]);
  });

  it("refuses a file that is not there, not gzip, or a tar.gz of something else", async () => {
    const cases: [string, RegExp][] = [
      [path.join(work, "missing.tar.gz"), /cannot read .*missing\.tar\.gz: there is no such file/],
      [await fileOf("notes.txt", "just some notes\n"), /notes\.txt is not a Kindred backup \(not a gzipped archive\)/],
      [await fileOf("empty.tar.gz", ""), /empty\.tar\.gz is not a Kindred backup/],
      [
        await fileOf("foreign.tar.gz", await tarGz([["README", "hello"]])),
        /foreign\.tar\.gz is not a Kindred backup \(it does not start with kindred-backup\.json\)/,
      ],
      [
        await fileOf("other-format.tar.gz", await tarGz([[MANIFEST_NAME, JSON.stringify({ format: "other" })]])),
        /is not a Kindred backup \(unknown format\)/,
      ],
      [
        await fileOf("bad-json.tar.gz", await tarGz([[MANIFEST_NAME, "{"]])),
        /bad-json\.tar\.gz is damaged: its manifest is not JSON/,
      ],
      [
        await fileOf("newer.tar.gz", await tarGz([[MANIFEST_NAME, manifestOf([], { version: 2 })]])),
        /is a version 2 backup; this Kindred reads version 1/,
      ],
      [
        await fileOf("gzip-garbage.tar.gz", Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.alloc(200, 9)])),
        /gzip-garbage\.tar\.gz is damaged/,
      ],
    ];
    for (const [file, message] of cases) {
      const refused = readArchive(file);
      await expect(refused, file).rejects.toThrow(BackupRefusedError);
      await expect(refused, file).rejects.toThrow(message);
    }
  });

  it("refuses an entry that does not match its checksum, one the manifest does not name, or one missing", async () => {
    const entry = { name: "auth-secret", content: "a secret" };
    const cases: [Buffer, RegExp][] = [
      [
        await tarGz([
          [MANIFEST_NAME, manifestOf([{ ...entry, sha256: sha256("another secret") }])],
          [entry.name, entry.content],
        ]),
        /is damaged: auth-secret does not match its checksum/,
      ],
      [
        await tarGz([
          [MANIFEST_NAME, manifestOf([entry])],
          [entry.name, entry.content],
          ["uploads/extra.jpg", "x"],
        ]),
        /is damaged: uploads\/extra\.jpg is not in its manifest/,
      ],
      [
        await tarGz([
          [MANIFEST_NAME, manifestOf([entry, { name: "database/pgdata.tar", content: "db" }])],
          [entry.name, entry.content],
        ]),
        /is incomplete: 1 of its entries are missing \(database\/pgdata\.tar first\)/,
      ],
      [
        await tarGz([[MANIFEST_NAME, manifestOf([{ name: "../../etc/passwd", content: "x" }])]]),
        /its manifest's entries\.0\.name is not an entry a Kindred backup holds/,
      ],
    ];
    for (const [index, [content, message]] of cases.entries()) {
      await expect(readArchive(await fileOf(`case-${index}.tar.gz`, content))).rejects.toThrow(message);
    }
  });

  it("refuses a backup cut short anywhere", async () => {
    const file = path.join(work, "whole.tar.gz");
    await writeArchive(file, HEADER, [
      bytes("database/pgdata.tar", "d".repeat(100_000)),
      bytes("uploads/profile_photos/u1/a.jpg", Buffer.alloc(50_000, 1).toString()),
    ]);
    const whole = await readFile(file);
    // The last cut is inside the entries' gzip member, just before the closing one (29 bytes).
    for (const length of [0.05, 0.3, 0.6]
      .map((fraction) => Math.floor(whole.length * fraction))
      .concat(whole.length - 40)) {
      const cut = await fileOf(`cut-${length}.tar.gz`, whole.subarray(0, length));
      await expect(readArchive(cut), String(length)).rejects.toThrow(/is truncated|is incomplete|is damaged/);
    }
  });
});
