import type { Context } from "hono";
import type { OriginRefusal } from "../../config/origins";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { Proofs } from "../proof-of-work/proof-of-work.module";
import type { EventBus } from "../realtime/event-bus";
import { createActivityTracker } from "./activity-tracker";
import { createActivityRepository } from "./activity.repository";
import { isPastLifetime, type Auth } from "./auth";
import { authRoutes } from "./auth.routes";
import { meRoutes, sessionProbeRoutes } from "./me.routes";
import { createPasskeysRepository } from "./passkeys.repository";
import { passkeysRoutes } from "./passkeys.routes";
import { createPasskeysService } from "./passkeys.service";
import { createSessionCache } from "./session-cache";
import { createSessionReader } from "./session-reader";
import { dropRevokedSessions } from "./session-revocation";
import { createSessionToucher } from "./session-touch";
import { createSessionCheck } from "./session.middleware";
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
  /** Revocations come and go by it: cached sessions drop, sockets close, on every process. */
  bus: EventBus;
  secret: string;
  /** Cookies are Secure (the public URL is https). */
  secure: boolean;
  originMessage: OriginRefusal;
  /** How long a session read answers without a query (SESSION_CACHE_MS unless a test says). */
  sessionCacheMs?: number;
  /** The proof-of-work a sign-up and a password reset need. */
  proofs: Proofs;
};

export function createAuthModule({
  auth,
  db,
  limiter,
  log,
  bus,
  secret,
  secure,
  originMessage,
  sessionCacheMs,
  proofs,
}: Deps) {
  const guard = createSignInGuard({ limiter, secret, secure });
  const activity = createActivityTracker(createActivityRepository(db).recordDay, log);
  const sessionsRepo = createSessionsRepository(db);
  const cache = createSessionCache({ ttlMs: sessionCacheMs });
  dropRevokedSessions(bus, cache);
  const touchSession = createSessionToucher(async (sessionId, at) => {
    await sessionsRepo.touch(sessionId, at);
    cache.touched(sessionId, at);
  }, log);
  // The session check; it also records the member's day of activity and the session's last use.
  const readSession = createSessionReader({ auth, sessions: createSessionRepository(db), cache, secret });
  const check = createSessionCheck(auth, readSession, (userId, session) => {
    activity.seen(userId);
    if (session) touchSession(session);
  });
  return {
    /** What member-only routes start with: 401 without a live session. */
    signedIn: check.required,
    /** The member if there is one (`GET /api/session`). */
    maybeSignedIn: check.optional,
    /**
     * Whether the request carries a live session, from the cookie and the cache alone: no refresh, no
     * activity recorded. For hints only (which data a page may ask for early), never for access.
     */
    hasLiveSession: async (c: Context) => {
      const read = await readSession(c);
      // One past its lifetime is ended by the next protected request; it is no longer live here either.
      return read.kind === "ok" && !isPastLifetime(read.session.createdAt);
    },
    routes: {
      auth: authRoutes({ auth, guard, limiter, log, originMessage, secret, proofs }),
      me: meRoutes(),
      session: sessionProbeRoutes(),
      sessions: sessionsRoutes(createSessionsService({ repo: sessionsRepo, bus, log })),
      passkeys: passkeysRoutes(createPasskeysService({ repo: createPasskeysRepository(db), log })),
      twoFactor: twoFactorRoutes(createTwoFactorService({ repo: createTwoFactorRepository(db), auth, log })),
    },
  };
}
