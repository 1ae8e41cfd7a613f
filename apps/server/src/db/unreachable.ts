/**
 * Whether an error means the database cannot be reached just now (stopped, restarting, the network
 * away) rather than that a query was wrong: the request then answers 503 and may be retried, and
 * the process recovers by itself once the database is back (the pool opens new connections).
 *
 * PostgreSQL's SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown,
 * cannot connect now), node's socket errors, and node-postgres's own words for a lost connection.
 * Drizzle wraps a query's error in its own, with the driver's as `cause`: the chain is followed.
 */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTCONN"]);
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (code.startsWith("08") || code.startsWith("57P") || SOCKET_CODES.has(code)))
      return true;
    if (LOST_CONNECTION.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
