import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/*
 * import-x/no-cycle skips `import type` by design (types vanish at run time), so a circle closed by
 * a type import passed lint: auth's `auth.ts` named admin's service for its type while admin's
 * service read auth's session middleware. Such a circle still ties two layers into one, so this rule
 * follows every import our own files make, types and `import()` included, resolved by the
 * importing package's own tsconfig (so `@/` is the web app's src), and reports each import of a file
 * from which that file can be reached again.
 */

const configs = new Map();
function resolutionFor(file) {
  let dir = path.dirname(file);
  while (!fs.existsSync(path.join(dir, "tsconfig.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return { options: {}, cache: undefined };
    dir = parent;
  }
  const configPath = path.join(dir, "tsconfig.json");
  if (!configs.has(configPath)) {
    const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
    const { options } = ts.parseJsonConfigFileContent(config, ts.sys, dir, undefined, configPath);
    configs.set(configPath, { options, cache: ts.createModuleResolutionCache(dir, (name) => name, options) });
  }
  return configs.get(configPath);
}

// Keyed by modification time, so an editor's long-lived linter sees a file's new imports; each file
// is looked at once per linted file (`fresh`), as a stat per step of every walk costs seconds.
const importsCache = new Map();
function importsOf(file, fresh) {
  if (fresh.has(file)) return importsCache.get(file)?.targets ?? [];
  fresh.add(file);
  let stamp;
  try {
    stamp = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = importsCache.get(file);
  if (cached?.stamp === stamp) return cached.targets;
  const { options, cache } = resolutionFor(file);
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
  const targets = [];
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.endsWith(".d.ts")) continue;
    targets.push({ specifier: fileName, file: path.resolve(resolved.resolvedFileName) });
  }
  importsCache.set(file, { stamp, targets });
  return targets;
}

/** The chain of files from `start` back to `goal`, or undefined when there is none. */
function pathBack(start, goal, fresh) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const { file } of importsOf(current, fresh)) {
      if (file === goal) {
        const chain = [current];
        for (let step = cameFrom.get(current); step; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      if (!cameFrom.has(file)) {
        cameFrom.set(file, current);
        queue.push(file);
      }
    }
  }
  return undefined;
}

const importCycle = {
  meta: {
    type: "problem",
    docs: { description: "No import cycles, type-only imports and import() included." },
    messages: { cycle: "Import cycle, through type imports too: {{route}}. Move what both need to a lower layer." },
    schema: [],
  },
  create(context) {
    const self = path.resolve(context.physicalFilename);
    const root = context.cwd;
    return {
      Program(program) {
        const seen = new Set();
        const fresh = new Set();
        for (const { specifier, file } of importsOf(self, fresh)) {
          if (seen.has(file) || file === self) continue;
          seen.add(file);
          const chain = pathBack(file, self, fresh);
          if (!chain) continue;
          const route = [self, ...chain, self].map((step) => path.relative(root, step)).join(" -> ");
          const node =
            program.body.find((statement) => statement.source?.value === specifier) ?? program.body[0] ?? program;
          context.report({ node, messageId: "cycle", data: { route } });
        }
      },
    };
  },
};

export default { rules: { "import-cycle": importCycle } };
