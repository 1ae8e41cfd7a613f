import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Config } from "../../config/env";
import type { DemoSeedOptions } from "./demo.service";

export type SeedRequest = { config: Config; dbDir: string; options: DemoSeedOptions };
export type SeedReply = { seeded: boolean };

// Under tsx this file is TypeScript beside the child's source; in the build (apps/server/scripts/build.mjs)
// it is a chunk beside the child's compiled entry.
const COMPILED = import.meta.url.endsWith(".js");
const CHILD = fileURLToPath(new URL(COMPILED ? "./seed-process.child.js" : "./seed-process.child.ts", import.meta.url));

/**
 * Seeds the demo community (if the database has no members) in a short-lived child process. Creating
 * a new PGlite database (initdb, ~750 MB) and rendering ~800 portraits (sharp, glibc's arenas, V8's
 * heap) take a process to ~900 MB, and WASM memory and arenas never shrink: in the server's own
 * process that was 600-1,000 MB held for good (issue 17). The child opens the database itself, so on
 * PGlite (one connection) the caller must not hold it meanwhile.
 */
export async function seedDemoInChildProcess(
  config: Config,
  dbDir: string,
  options: DemoSeedOptions = {},
): Promise<SeedReply> {
  // Compiled, the child runs as the server does (with its flags, as --enable-source-maps). From source
  // it is TypeScript too: it needs the loader the server runs under (tsx), or one of its own.
  const inherited = process.execArgv.filter((arg) => !arg.startsWith("--inspect"));
  const execArgv = COMPILED || inherited.some((arg) => arg.includes("tsx")) ? inherited : ["--import", "tsx"];
  const child = fork(CHILD, [], { execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  let reply: SeedReply | undefined;
  child.once("message", (message: SeedReply) => (reply = message));
  const request: SeedRequest = { config, dbDir, options };
  child.send(request);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  if (code !== 0 || !reply) throw new Error(`The demo community could not be seeded (exit code ${code})`);
  return reply;
}
