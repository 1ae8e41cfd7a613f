import { mkdtemp, readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveAuthSecret } from "./secret";

describe("auth secret", () => {
  it("is generated on first run, kept private, and reused afterwards", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kindred-secret-"));
    const first = await resolveAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveAuthSecret(undefined, dir)).toBe(first);
    expect((await readFile(path.join(dir, "auth-secret"), "utf8")).trim()).toBe(first);
    expect((await stat(path.join(dir, "auth-secret"))).mode & 0o077).toBe(0);
  });

  it("prefers the configured secret", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kindred-secret-"));
    expect(await resolveAuthSecret("s".repeat(40), dir)).toBe("s".repeat(40));
  });
});
