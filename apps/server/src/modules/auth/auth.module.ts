import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { EventBus } from "../realtime/event-bus";
import { createActivityTracker } from "./activity-tracker";
import { createActivityRepository } from "./activity.repository";
import type { Auth } from "./auth";
import { authRoutes } from "./auth.routes";
import { meRoutes } from "./me.routes";
import { createPasskeysRepository } from "./passkeys.repository";
import { passkeysRoutes } from "./passkeys.routes";
import { createPasskeysService } from "./passkeys.service";
import { createSessionReader } from "./session-reader";
import { createSessionToucher } from "./session-touch";
import { requireSession } from "./session.middleware";
import { createSessionRepository } from "./session.repository";
import { createSessionsRepository } from "./sessions.repository";
import { sessionsRoutes } from "./sessions.routes";
import { createSessionsService } from "./sessions.service";
import { createSignInGuard } from "./sign-in-guard";
import { createTwoFactorRepository } from "./two-factor.repository";
import { twoFactorRoutes } from "./two-factor.routes";
import { createTwoFactorService } from "./two-factor.service";

type Deps = {
  auth: Auth;
  db: Db;
  limiter: RateLimiter;
  log: Logger;
  /** Ending a session from Settings closes its sockets on every process. */
  bus: EventBus;
  secret: string;
  /** Cookies are Secure (the public URL is https). */
  secure: boolean;
  originMessage: string;
};

export function createAuthModule({ auth, db, limiter, log, bus, secret, secure, originMessage }: Deps) {
  const guard = createSignInGuard({ limiter, secret, secure });
  const activity = createActivityTracker(createActivityRepository(db).recordDay, log);
  const sessionsRepo = createSessionsRepository(db);
  const touchSession = createSessionToucher(sessionsRepo.touch, log);
  return {
    /**
     * The session check that member-only routes start with; it also records the member's day of
     * activity and the session's last use.
     */
    signedIn: requireSession(
      auth,
      createSessionReader({ auth, sessions: createSessionRepository(db), secret }),
      (userId, session) => {
        activity.seen(userId);
        if (session) touchSession(session);
      },
    ),
    routes: {
      auth: authRoutes({ auth, guard, log, originMessage, secret }),
      me: meRoutes(),
      sessions: sessionsRoutes(createSessionsService({ repo: sessionsRepo, bus, log })),
      passkeys: passkeysRoutes(createPasskeysService({ repo: createPasskeysRepository(db), log })),
      twoFactor: twoFactorRoutes(createTwoFactorService({ repo: createTwoFactorRepository(db), auth, log })),
    },
  };
}
