import { createMiddleware } from "hono/factory";
import { AppError } from "../../errors";
import { SESSION_ABSOLUTE_SECONDS, type Auth } from "./auth";

export type SessionUser = { id: string; email: string; emailVerified: boolean; role: string; createdAt: Date };
export type AuthVariables = { user: SessionUser; sessionId: string };

/**
 * Reads the member from the session cookie; every protected handler starts here and never trusts an id
 * from the request. Sessions past their absolute lifetime are ended here.
 */
export function requireSession(auth: Auth) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    if (!response) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
    const ageSeconds = (Date.now() - new Date(response.session.createdAt).getTime()) / 1000;
    if (ageSeconds > SESSION_ABSOLUTE_SECONDS) {
      await auth.api.revokeSession({ headers: c.req.raw.headers, body: { token: response.session.token } });
      throw new AppError("UNAUTHENTICATED", "Your session has expired. Please sign in again.");
    }
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
    await next();
  });
}
