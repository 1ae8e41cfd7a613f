/**
 * Waits for the next fixed window when the current one ends within `marginSeconds`, so a test's hits
 * all fall in one window. The rate limiter's windows start at multiples of their length since the
 * epoch (rate-limiter.ts): an hourly limit's count starts again at every full hour, and a test that
 * straddled one (as a CI run did at 13:00) saw a third upload allowed.
 */
export async function inOneWindow(windowSeconds: number, marginSeconds: number) {
  const length = windowSeconds * 1000;
  const left = length - (Date.now() % length);
  if (left < marginSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
