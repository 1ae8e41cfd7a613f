// Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
// file of the built app. Runs last in `npm run build`, so the server sends ready-made variants
// instead of compressing on every request (apps/server/src/http/spa.ts picks one per Accept-Encoding).
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats; images, fonts in woff2 and the like are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ico|wasm|ttf|otf)$/i;

/** Below about one packet the saved bytes don't pay for the decoding and the extra files. */
export const MIN_BYTES = 1024;

/** A variant is kept only when it is at most this share of the original; otherwise identity is as good. */
const WORTH_IT = 0.9;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite/ holds the build manifest, which is never served.
    if (entry.isDirectory() && entry.name !== ".vite") yield* walk(full);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield full;
  }
}

async function compressFile(file) {
  const original = await readFile(file);
  if (original.length < MIN_BYTES) {
    await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
    return { file, bytes: original.length, br: 0, gz: 0 };
  }
  const isText = !/\.(?:wasm|ico|ttf|otf)$/i.test(file);
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: isText
          ? zlib.constants.BROTLI_MODE_TEXT
          : zlib.constants.BROTLI_MODE_GENERIC,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const keep = async (variant, suffix) => {
    // A variant left by an earlier run of a file that changed would be served in its place.
    if (variant.length > original.length * WORTH_IT) return rm(file + suffix, { force: true }).then(() => 0);
    await writeFile(file + suffix, variant);
    return variant.length;
  };
  return { file, bytes: original.length, br: await keep(br, ".br"), gz: await keep(gz, ".gz") };
}

/**
 * Compresses every compressible file under `dir` (the .br/.gz already there are not inputs). zlib's
 * async calls run on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), so a
 * few files at once use every core; more would only queue.
 * Answers one row per file looked at: its size and its variants' (0 = not written).
 */
export async function precompressDir(dir, { concurrency = Number(process.env.UV_THREADPOOL_SIZE) || 4 } = {}) {
  const files = [];
  for await (const file of walk(dir)) files.push(file);
  // Largest first, so the long brotli runs don't end up alone at the tail.
  const sized = await Promise.all(files.map(async (file) => ({ file, size: (await stat(file)).size })));
  const queue = sized.sort((a, b) => b.size - a.size).map(({ file }) => file);
  const results = [];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) results.push(await compressFile(file));
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return results.sort((a, b) => a.file.localeCompare(b.file));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dist = process.argv[2]
    ? path.resolve(process.argv[2])
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");
  const started = performance.now();
  const rows = await precompressDir(dist);
  const written = rows.filter((row) => row.br || row.gz);
  const sum = (key) => written.reduce((total, row) => total + row[key], 0);
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(
    `precompress: ${written.length} of ${rows.length} files, ${kb(sum("bytes"))} -> br ${kb(sum("br"))}, ` +
      `gzip ${kb(sum("gz"))} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
