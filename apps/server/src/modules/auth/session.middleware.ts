import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { msg } from "@kindred/contracts";
import { AppError } from "../../errors";
import { isPastLifetime, type Auth } from "./auth";
import type { SessionReader } from "./session-reader";

export type SessionUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  role: string;
  createdAt: Date;
  locale: string;
};
export type AuthVariables = { user: SessionUser; sessionId: string };
/** On a public route that still wants to know who asks (`GET /api/session`): unset for a visitor. */
export type MaybeAuthVariables = Partial<AuthVariables>;

type Outcome = { kind: "none" } | { kind: "expired" } | { kind: "ok"; user: SessionUser; sessionId: string };
const NONE: Outcome = { kind: "none" };
const EXPIRED: Outcome = { kind: "expired" };

/**
 * Reads the member from the session cookie; every protected handler starts here and never trusts an id
 * from the request. Sessions past their absolute lifetime are ended here. `onSignedIn` hears every
 * member who passes (activity tracking, the session's last use, when known); it must not throw or wait.
 * `required` answers 401 for anyone else; `optional` lets them through as a visitor.
 */
export function createSessionCheck(
  auth: Auth,
  readSession: SessionReader,
  onSignedIn?: (userId: string, session?: { id: string; lastUsedAt: Date }) => void,
) {
  const endSession = (headers: Headers, token: string) => auth.api.revokeSession({ headers, body: { token } });

  async function check(c: Context): Promise<Outcome> {
    // The common case: no query (or one). Only a session due for its daily refresh goes through better-auth.
    const fast = await readSession(c);
    if (fast.kind === "none") return NONE;
    if (fast.kind === "ok") {
      const { session } = fast;
      if (isPastLifetime(session.createdAt)) {
        await endSession(c.req.raw.headers, session.token);
        return EXPIRED;
      }
      onSignedIn?.(session.user.id, { id: session.sessionId, lastUsedAt: session.updatedAt });
      return { kind: "ok", user: { ...session.user, role: session.user.role || "user" }, sessionId: session.sessionId };
    }

    const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    if (!response) return NONE;
    if (isPastLifetime(new Date(response.session.createdAt))) {
      await endSession(c.req.raw.headers, response.session.token);
      return EXPIRED;
    }
    const cookie = headers.get("set-cookie");
    if (cookie) c.header("set-cookie", cookie, { append: true });
    const user = response.user as typeof response.user & { role?: string | null; locale?: string | null };
    onSignedIn?.(user.id);
    return {
      kind: "ok",
      user: {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        role: user.role ?? "user",
        createdAt: new Date(user.createdAt),
        locale: user.locale ?? "en",
      },
      sessionId: response.session.id,
    };
  }

  return {
    required: createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
      const outcome = await check(c);
      if (outcome.kind === "none") throw new AppError("UNAUTHENTICATED", msg("Please sign in to continue."));
      if (outcome.kind === "expired")
        throw new AppError("UNAUTHENTICATED", msg("Your session has expired. Please sign in again."));
      c.set("user", outcome.user);
      c.set("sessionId", outcome.sessionId);
      await next();
    }),
    optional: createMiddleware<{ Variables: MaybeAuthVariables }>(async (c, next) => {
      const outcome = await check(c);
      if (outcome.kind === "ok") {
        c.set("user", outcome.user);
        c.set("sessionId", outcome.sessionId);
      }
      await next();
    }),
  };
}
