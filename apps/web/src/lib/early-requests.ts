/*
 * GET requests started before the code that reads them has loaded: on a member's screen the session,
 * the screen's chunk and its first data would otherwise wait on one another in turn. `apiFetch` takes
 * a request's answer from here once, then asks the network as usual.
 */

/** Older than this, an answer started early is no longer trusted to be current. */
const FRESH_FOR_MS = 10_000;

type Early = { startedAt: number; response: Promise<Response> };
const early = new Map<string, Early>();

/** The request apiFetch would make for `path`, sent now; failures surface when it is taken. */
export function requestEarly(path: string): Promise<Response> {
  const response = fetch(path, { headers: { Accept: "application/json" }, credentials: "same-origin" });
  early.set(path, { startedAt: Date.now(), response });
  // A request nobody takes must not report an unhandled rejection.
  response.catch(() => undefined);
  return response;
}

/**
 * `requestEarly`, answering a copy of the answer for the caller to read: made before anyone can take
 * (and read) the original. Rejects when the request fails.
 */
export function requestEarlyCopy(path: string): Promise<Response> {
  return requestEarly(path).then((answer) => answer.clone());
}

/** The early answer for `path`, once; `undefined` when there is none or it is stale. */
export function takeEarly(path: string): Promise<Response> | undefined {
  const found = early.get(path);
  early.delete(path);
  return found && Date.now() - found.startedAt < FRESH_FOR_MS ? found.response : undefined;
}
