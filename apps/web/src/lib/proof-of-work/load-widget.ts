/**
 * ALTCHA's widget, loaded on the three forms that need it (sign-up, password reset, report) and never
 * before: its build without inline workers or styles (our CSP allows neither script from a blob nor
 * eval), its stylesheet, and the PBKDF2 worker that solves the challenge off the main thread.
 */
export async function loadProofWidget(): Promise<void> {
  const [, worker] = await Promise.all([
    import("altcha/external"),
    import("altcha/workers/pbkdf2?worker"),
    import("altcha/altcha.css"),
  ]);
  globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new worker.default());
}
