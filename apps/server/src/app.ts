import path from "node:path";
import { fileURLToPath } from "node:url";
import { SCREEN_FIRST_DATA } from "@kindred/contracts";
import { Hono, type Env } from "hono";
import { createMiddleware } from "hono/factory";
import type { Config } from "./config/env";
import type { VapidKeys } from "./config/vapid";
import { createAlerts, type AlertDelays } from "./app-alerts";
import { createOriginPolicy, foreignOriginMessage } from "./config/origins";
import type { Database } from "./db/client";
import type { JobQueue } from "./jobs/queue";
import { createErrorHandler, noEndpoint } from "./errors";
import { clientIp } from "./http/client-ip";
import { refuseNulInUrl } from "./http/no-nul";
import { closeConnectionsWhile } from "./http/drain";
import { requestId } from "./http/request-id";
import { sameOriginWrites } from "./http/same-origin-writes";
import { securityHeaders } from "./http/security-headers";
import { spaRoutes } from "./http/spa";
import type { Logger } from "./lib/logger";
import type { RateLimiter } from "./lib/rate-limiter";
import type { Auth } from "./modules/auth/auth";
import { createAccountsModule } from "./modules/accounts/accounts.module";
import { createAdminModule } from "./modules/admin/admin.module";
import { createAuthModule } from "./modules/auth/auth.module";
import { explainRefusedSignIn } from "./modules/auth/auth.routes";
import type { AuthVariables } from "./modules/auth/session.middleware";
import { createDashboardModule } from "./modules/dashboard/dashboard.module";
import { createDemoModule } from "./modules/demo/demo.module";
import { healthRoutes, readyRoutes } from "./modules/health/health.routes";
import { databaseCheck, storageCheck } from "./modules/health/readiness";
import type { Mailer } from "./modules/mail/mailer";
import type { Metrics } from "./modules/metrics/metrics";
import { createNoticesModule } from "./modules/notices/notices.module";
import { locationRoutes } from "./modules/profile/location.routes";
import { createMatchingModule } from "./modules/matching/matching.module";
import { createMessagesModule } from "./modules/messages/messages.module";
import { createPhotosModule } from "./modules/photos/photos.module";
import { createPhotosRepository } from "./modules/photos/photos.repository";
import { createProfileModule } from "./modules/profile/profile.module";
import type { Realtime } from "./modules/realtime/realtime";
import { realtimeRoutes } from "./modules/realtime/realtime.routes";
import { createReviewsModule } from "./modules/reviews/reviews.module";
import { createProofOfWorkModule } from "./modules/proof-of-work/proof-of-work.module";
import { createSafetyModule } from "./modules/safety/safety.module";
import { createSearchModule } from "./modules/search/search.module";
import { createSettingsModule } from "./modules/settings/settings.module";
import { createSiteModule } from "./modules/site/site.module";
import { createVerificationModule } from "./modules/verification/verification.module";
import { createBlobStore } from "./storage";

export type AppDeps = AlertDelays & {
  config: Config;
  database: Database;
  log: Logger;
  auth: Auth;
  limiter: RateLimiter;
  realtime: Realtime;
  /** The auth secret: session cookies are verified with it (and appeal tokens signed). */
  secret: string;
  mailer: Mailer;
  jobs: JobQueue;
  /** Web Push's key pair and contact (configured, or generated into DATA_DIR). */
  vapid: VapidKeys;
  /** How long a session read answers without a query (`auth/session-cache.ts`; tests lengthen it). */
  sessionCacheMs?: number;
  /** Prometheus metrics, when METRICS_PORT is set: requests are counted and timed, sends counted. */
  metrics?: Metrics;
  /** True once the process drains (SIGTERM): not ready, and no connection kept for another request. */
  draining?: () => boolean;
};

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, "../../web/dist");
export const VERSION = "0.1.0";

/** Where `api` is mounted (below). */
const API_PREFIX = "/api/";
/** "me" for `/api/me` and `/api/me/anything`: the API module a path belongs to. */
function firstSegment(path: string): string {
  const end = path.indexOf("/", API_PREFIX.length);
  return path.slice(API_PREFIX.length, end === -1 ? undefined : end);
}

/** What a member screen's HTML has the browser fetch as it arrives, by page name (contracts' SCREEN_FIRST_DATA). */
const MEMBER_FIRST_DATA: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(SCREEN_FIRST_DATA)
    .filter(([, { withPage }]) => withPage.length > 0)
    .map(([page, { withPage }]) => [page.slice(1), withPage]),
);

export function createApp({
  config,
  database,
  log,
  auth,
  limiter,
  realtime,
  secret,
  mailer,
  jobs,
  vapid,
  sessionCacheMs,
  metrics,
  draining = () => false,
  ...delays
}: AppDeps) {
  const secure = config.publicUrl.startsWith("https://");
  const app = new Hono();
  app.onError(createErrorHandler(log));
  if (metrics) app.use("*", metrics.http);
  app.use("*", requestId(config.TRUST_PROXY));
  app.use("*", closeConnectionsWhile(draining));
  app.use("*", securityHeaders(secure));
  app.use("*", clientIp(config.TRUST_PROXY));

  const origins = createOriginPolicy(config);
  const api = new Hono();
  api.use("*", refuseNulInUrl);
  api.use(
    "*",
    sameOriginWrites(origins, (origin, path) => log.warn("cross-origin write refused", { origin, path })),
  );
  api.route("/health", healthRoutes(database, VERSION));
  const store = createBlobStore(config);
  api.route("/ready", readyRoutes([databaseCheck(database), storageCheck(store)], log, draining));
  api.route("/site", createSiteModule({ site: config.site }).routes);
  const { db } = database;
  // Bot defence: a proof-of-work solution before a sign-up, a password reset or a report.
  const proof = createProofOfWorkModule({
    db,
    limiter,
    secret,
    cost: config.PROOF_OF_WORK_COST,
    attempts: config.PROOF_OF_WORK_ATTEMPTS,
  });
  api.route("/proof-of-work", proof.routes);
  const authModule = createAuthModule({
    auth,
    db,
    limiter,
    log,
    bus: realtime.bus,
    secret,
    secure,
    originMessage: foreignOriginMessage(origins),
    sessionCacheMs,
    proofs: proof.proofs,
  });
  const notices = createNoticesModule({ db, limiter, mailer, log, secret, publicUrl: config.publicUrl });
  // A sign-in refused for a ban (password, two-factor code or passkey) carries the statement and an
  // appeal token (before the auth routes answer).
  api.use("/auth/*", explainRefusedSignIn(notices.restrictionFor));
  api.route("/auth", authModule.routes.auth);
  // "Who am I" for anyone: 200 with `me` null for a visitor (the web app's first question on a page load).
  api.use("/session", authModule.maybeSignedIn);
  api.route("/session", authModule.routes.session);
  // No session: banned and suspended members appeal with the token instead.
  api.route("/appeals", notices.routes.appeals);

  // Each module builds its repositories and services; what one module lends another is passed here.
  const { bus, presence } = realtime;
  const photos = createPhotosModule({ db, store, log, limiter });
  const profile = createProfileModule({ db, photos: photos.reader });
  const reviews = createReviewsModule({ db, publishDelayHours: config.REVIEW_PUBLISH_DELAY_HOURS });
  const alerts = createAlerts({
    db,
    jobs,
    presence,
    mailer,
    log,
    publicUrl: config.publicUrl,
    vapid,
    allowLoopbackHttp: config.NODE_ENV === "test",
    metrics,
    ...delays,
  });
  const matching = createMatchingModule({
    db,
    limiter,
    bus,
    photos: photos.reader,
    profiles: profile.repository,
    reviews: reviews.reader,
    onMatched: alerts.onMatched,
    onLiked: alerts.onLiked,
  });
  const search = createSearchModule({
    db,
    profiles: profile.repository,
    photos: photos.reader,
    connections: matching.connections,
    reviews: reviews.reader,
  });
  const messages = createMessagesModule({
    db,
    store,
    bus,
    limiter,
    pendingLikes: matching.pendingLikesOf,
    onMessageSent: alerts.onMessageSent,
  });
  const dashboard = createDashboardModule({
    db,
    pendingLikesOf: matching.pendingLikesOf,
    unreadMessagesOf: messages.unreadMessagesOf,
  });
  const safety = createSafetyModule({ db, bus, limiter, store, proofs: proof.proofs });
  const accounts = createAccountsModule({
    db,
    store,
    bus,
    log,
    limiter,
    mailer,
    jobs,
    auth,
    secret,
    publicUrl: config.publicUrl,
  });
  const demo = createDemoModule({
    db,
    store,
    bus,
    jobs,
    log,
    production: config.NODE_ENV === "production",
    delaySeconds: config.DEMO_REPLY_DELAY_SECONDS,
    like: (userId, targetId) => matching.likes.like(userId, { targetId }),
    send: (userId, matchId, content, clientId) =>
      messages.service.send(userId, matchId, { fields: { content, clientId } }),
  });
  const admin = createAdminModule({
    db,
    store,
    bus,
    log,
    removeDemo: demo.remove,
    statements: notices.statements,
    accounts,
    // Bound to the moderation transaction, so a moderated photo goes as its owner's delete does.
    photoWrites: createPhotosRepository,
  });

  // Member-only modules: the session check runs on their paths only, so unknown paths still answer 404.
  // One check for all their prefixes (a set lookup) rather than two router entries per prefix.
  const memberOnly = new Set<string>();
  api.use(
    "*",
    createMiddleware<{ Variables: AuthVariables }>((c, next) =>
      memberOnly.has(firstSegment(c.req.path)) ? authModule.signedIn(c, next) : next(),
    ),
  );
  const protect = <E extends Env>(prefix: `/${string}`, routes: Hono<E>) => {
    memberOnly.add(prefix.slice(1));
    api.route(prefix, routes);
  };
  protect("/me", authModule.routes.me);
  protect("/sessions", authModule.routes.sessions);
  protect("/passkeys", authModule.routes.passkeys);
  protect("/two-factor", authModule.routes.twoFactor);
  protect("/photos", photos.routes);
  protect("/verification", createVerificationModule({ db, limiter, store }).routes);
  protect("/profile", profile.routes.own);
  // The dashboard's potential matches are the deck's (matching), before the profile module's `/:id`.
  protect("/profiles", matching.routes.potential);
  protect("/profiles", profile.routes.others);
  protect("/geo", locationRoutes());
  protect("/dashboard", dashboard.routes);
  protect("/likes", matching.routes.likes);
  protect("/passes", matching.routes.passes);
  protect("/matches", matching.routes.matches);
  protect("/discovery", matching.routes.discovery);
  protect("/search", search.routes);
  protect("/conversations", messages.routes.conversations);
  protect("/messages", messages.routes.files);
  protect("/blocks", safety.routes.blocks);
  protect("/reports", safety.routes.reports);
  protect("/admin", admin.routes);
  protect("/notices", notices.routes.notices);
  protect("/reviews", reviews.routes);
  protect("/push", alerts.pushRoutes);
  protect("/settings", createSettingsModule({ db, bus, log, onProfileShown: matching.announceLikesOf }).routes);
  protect("/account", accounts.routes);
  protect("/realtime", realtimeRoutes(realtime.hub, origins));

  api.all("*", noEndpoint);
  app.route(API_PREFIX.slice(0, -1), api);
  app.route(
    "/",
    spaRoutes(config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : DEFAULT_WEB_DIST, {
      memberData: MEMBER_FIRST_DATA,
      hasLiveSession: authModule.hasLiveSession,
    }),
  );
  return app;
}
