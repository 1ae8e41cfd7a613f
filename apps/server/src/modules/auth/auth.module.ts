import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limiter";
import { createActivityTracker } from "./activity-tracker";
import { createActivityRepository } from "./activity.repository";
import type { Auth } from "./auth";
import { authRoutes } from "./auth.routes";
import { meRoutes } from "./me.routes";
import { createSessionReader } from "./session-reader";
import { requireSession } from "./session.middleware";
import { createSessionRepository } from "./session.repository";
import { createSignInGuard } from "./sign-in-guard";

type Deps = {
  auth: Auth;
  db: Db;
  limiter: RateLimiter;
  log: Logger;
  secret: string;
  /** Cookies are Secure (the public URL is https). */
  secure: boolean;
  originMessage: string;
};

export function createAuthModule({ auth, db, limiter, log, secret, secure, originMessage }: Deps) {
  const guard = createSignInGuard({ limiter, secret, secure });
  const activity = createActivityTracker(createActivityRepository(db).recordDay, log);
  return {
    /** The session check that member-only routes start with; it also records the member's day of activity. */
    signedIn: requireSession(
      auth,
      createSessionReader({ auth, sessions: createSessionRepository(db), secret }),
      activity.seen,
    ),
    routes: { auth: authRoutes({ auth, guard, log, originMessage }), me: meRoutes() },
  };
}
