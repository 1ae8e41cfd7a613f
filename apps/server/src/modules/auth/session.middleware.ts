import { createMiddleware } from "hono/factory";
import { AppError } from "../../errors";
import { SESSION_ABSOLUTE_SECONDS, type Auth } from "./auth";
import type { SessionReader } from "./session-reader";

export type SessionUser = { id: string; email: string; emailVerified: boolean; role: string; createdAt: Date };
export type AuthVariables = { user: SessionUser; sessionId: string };

/**
 * Reads the member from the session cookie; every protected handler starts here and never trusts an id
 * from the request. Sessions past their absolute lifetime are ended here. `onSignedIn` hears every
 * member who passes (activity tracking, the session's last use, when known); it must not throw or wait.
 */
export function requireSession(
  auth: Auth,
  readSession: SessionReader,
  onSignedIn?: (userId: string, session?: { id: string; lastUsedAt: Date }) => void,
) {
  const endSession = async (headers: Headers, token: string) => {
    await auth.api.revokeSession({ headers, body: { token } });
    throw new AppError("UNAUTHENTICATED", "Your session has expired. Please sign in again.");
  };
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    // The common case: one query. Only a session due for its daily refresh goes through better-auth.
    const fast = await readSession(c);
    if (fast.kind === "none") throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
    if (fast.kind === "ok") {
      const { session } = fast;
      if ((Date.now() - session.createdAt.getTime()) / 1000 > SESSION_ABSOLUTE_SECONDS) {
        await endSession(c.req.raw.headers, session.token);
      }
      c.set("user", { ...session.user, role: session.user.role || "user" });
      c.set("sessionId", session.sessionId);
      onSignedIn?.(session.user.id, { id: session.sessionId, lastUsedAt: session.updatedAt });
      return next();
    }

    const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    if (!response) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
    const ageSeconds = (Date.now() - new Date(response.session.createdAt).getTime()) / 1000;
    if (ageSeconds > SESSION_ABSOLUTE_SECONDS) await endSession(c.req.raw.headers, response.session.token);
    const cookie = headers.get("set-cookie");
    if (cookie) c.header("set-cookie", cookie, { append: true });
    const user = response.user as typeof response.user & { role?: string | null };
    c.set("user", {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role ?? "user",
      createdAt: new Date(user.createdAt),
    });
    c.set("sessionId", response.session.id);
    onSignedIn?.(user.id);
    await next();
  });
}
