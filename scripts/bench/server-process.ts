// What the benches that run the server in its own process share: a free loopback port, and waiting
// until the server answers its health check (or exits, or takes too long).
import type { ChildProcess } from "node:child_process";
import { freePort } from "../../apps/server/test/support/free-port";

export { freePort };

/**
 * Resolves once `url/api/health` answers 200, asking every `pollMs` (250; less to time a start); on an
 * exit or after `timeoutMs`, stops and throws.
 */
export async function waitUntilHealthy(
  url: string,
  child: ChildProcess,
  {
    timeoutMs,
    stop,
    stderr,
    pollMs = 250,
  }: { timeoutMs: number; stop: () => Promise<void>; stderr: () => string; pollMs?: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited (${child.exitCode}): ${stderr()}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within ${timeoutMs / 60_000} minutes: ${stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
