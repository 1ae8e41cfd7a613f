import { AsyncLocalStorage } from "node:async_hooks";

type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = Record<Level, (message: string, fields?: Record<string, unknown>) => void>;

/** Where a line goes: stdout, or stderr for warnings and errors (tests pass their own). */
export type LogSink = (line: string, level: Level) => void;

const standardStreams: LogSink = (line, level) =>
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);

/**
 * The id of the request being served (`http/request-id.ts` sets it), so every line written while
 * serving it names it, however deep the code that logs, without passing a logger around per request.
 */
const requestScope = new AsyncLocalStorage<string>();

/** Runs `serve` with `requestId` on every log line written within it, awaited work included. */
export function withRequestId<T>(requestId: string, serve: () => T): T {
  return requestScope.run(requestId, serve);
}

/** One JSON line per event: easy to grep locally, easy to ship to a log store in production. */
export function createLogger(level: Level | "silent" = "info", sink: LogSink = standardStreams): Logger {
  const write = (at: Level) => (message: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    const requestId = requestScope.getStore();
    const line = JSON.stringify({
      time: new Date().toISOString(),
      level: at,
      message,
      ...(requestId === undefined ? {} : { requestId }),
      ...fields,
    });
    sink(line, at);
  };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}
