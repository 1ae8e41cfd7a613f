import path from "node:path";
import { fileURLToPath } from "node:url";
import { Hono, type Env } from "hono";
import type { Config } from "./config/env";
import { createOriginPolicy, foreignOriginMessage } from "./config/origins";
import type { Database } from "./db/client";
import { createErrorHandler, errorBody } from "./errors";
import { clientIp } from "./http/client-ip";
import { refuseNulInUrl } from "./http/no-nul";
import { sameOriginWrites } from "./http/same-origin-writes";
import { securityHeaders } from "./http/security-headers";
import { spaRoutes } from "./http/spa";
import type { Logger } from "./lib/logger";
import type { RateLimiter } from "./lib/rate-limiter";
import type { Auth } from "./modules/auth/auth";
import { authRoutes } from "./modules/auth/auth.routes";
import { createSessionReader } from "./modules/auth/session-reader";
import { createSignInGuard } from "./modules/auth/sign-in-guard";
import { requireSession } from "./modules/auth/session.middleware";
import { healthRoutes } from "./modules/health/health.routes";
import { meRoutes } from "./modules/me/me.routes";
import { photosRoutes } from "./modules/photos/photos.routes";
import { createPhotoReader, createPhotosService } from "./modules/photos/photos.service";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes";
import { geoRoutes } from "./modules/geo/geo.routes";
import { createDeckRepository } from "./modules/discovery/deck.repository";
import { createDeckService } from "./modules/discovery/deck.service";
import { discoveryRoutes, searchRoutes } from "./modules/discovery/discovery.routes";
import { createSearchRepository } from "./modules/discovery/search.repository";
import { createSearchService } from "./modules/discovery/search.service";
import { createLikesRepository } from "./modules/matching/likes.repository";
import { likesRoutes, matchesRoutes, passesRoutes } from "./modules/matching/likes.routes";
import { createLikesService } from "./modules/matching/likes.service";
import { ownProfileRoutes, profilesRoutes } from "./modules/profiles/profiles.routes";
import { createProfilesRepository } from "./modules/profiles/profiles.repository";
import { createProfilesService } from "./modules/profiles/profiles.service";
import { createMessagesRepository } from "./modules/messages/messages.repository";
import { conversationsRoutes, messageFilesRoutes } from "./modules/messages/messages.routes";
import { createMessagesService } from "./modules/messages/messages.service";
import type { Realtime } from "./modules/realtime/realtime";
import { realtimeRoutes } from "./modules/realtime/realtime.routes";
import { createSafetyRepository } from "./modules/safety/safety.repository";
import { blocksRoutes, reportsRoutes } from "./modules/safety/safety.routes";
import { createSafetyService } from "./modules/safety/safety.service";
import { createBlobStore } from "./storage";

export type AppDeps = {
  config: Config;
  database: Database;
  log: Logger;
  auth: Auth;
  limiter: RateLimiter;
  realtime: Realtime;
  /** The auth secret: session cookies are verified with it. */
  secret: string;
};

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, "../../web/dist");
export const VERSION = "0.1.0";

export function createApp({ config, database, log, auth, limiter, realtime, secret }: AppDeps) {
  const app = new Hono();
  app.onError(createErrorHandler(log));
  app.use("*", securityHeaders(config.publicUrl.startsWith("https://")));
  app.use("*", clientIp(config.TRUST_PROXY));

  const origins = createOriginPolicy(config);
  const api = new Hono();
  api.use("*", refuseNulInUrl);
  api.use("*", sameOriginWrites(origins, (origin, path) => log.warn("cross-origin write refused", { origin, path })));
  api.route("/health", healthRoutes(database, VERSION));
  const guard = createSignInGuard({ limiter, secret, secure: config.publicUrl.startsWith("https://") });
  api.route("/auth", authRoutes({ auth, guard, log, originMessage: foreignOriginMessage(origins) }));

  // Member-only modules: the session check runs on their paths only, so unknown paths still answer 404.
  const signedIn = requireSession(auth, createSessionReader({ auth, db: database.db, secret }));
  const protect = <E extends Env>(prefix: string, routes: Hono<E>) => {
    api.use(prefix, signedIn);
    api.use(`${prefix}/*`, signedIn);
    api.route(prefix, routes);
  };
  protect("/me", meRoutes());
  const store = createBlobStore(config);
  protect("/photos", photosRoutes(createPhotosService({ db: database.db, store, log, limiter })));
  const photoReader = createPhotoReader(database.db);
  const profilesRepository = createProfilesRepository(database.db);
  const profiles = createProfilesService(profilesRepository, photoReader);
  protect("/profile", ownProfileRoutes(profiles));
  protect("/profiles", profilesRoutes(profiles));
  const messagesRepository = createMessagesRepository(database.db);

  protect("/geo", geoRoutes());
  const likesRepository = createLikesRepository(database.db);
  protect(
    "/dashboard",
    dashboardRoutes(database.db, { unreadMessagesOf: messagesRepository.unreadCount, pendingLikesOf: likesRepository.pendingCount }),
  );
  const likes = createLikesService(likesRepository, limiter, photoReader, realtime.bus);
  protect("/likes", likesRoutes(likes));
  protect("/passes", passesRoutes(likes));
  protect("/matches", matchesRoutes(likes));
  const deck = createDeckService({
    db: database.db,
    deck: createDeckRepository(database.db),
    profiles: profilesRepository,
    photos: photoReader,
  });
  protect("/discovery", discoveryRoutes(deck));
  const search = createSearchService({
    db: database.db,
    search: createSearchRepository(database.db),
    profiles: profilesRepository,
    photos: photoReader,
  });
  protect("/search", searchRoutes(search));
  const messages = createMessagesService({
    repo: messagesRepository,
    store,
    bus: realtime.bus,
    presence: realtime.presence,
    photos: photoReader,
    limiter,
    pendingLikes: (userId) => likesRepository.pendingCount(userId),
  });
  protect("/conversations", conversationsRoutes(messages));
  protect("/messages", messageFilesRoutes(messages));
  const safety = createSafetyService(createSafetyRepository(database.db), realtime.bus, limiter);
  protect("/blocks", blocksRoutes(safety));
  protect("/reports", reportsRoutes(safety));
  protect("/realtime", realtimeRoutes(realtime.hub, origins));

  api.all("*", (c) => c.json(errorBody("NOT_FOUND", `No API endpoint at ${c.req.method} ${c.req.path}.`), 404));
  app.route("/api", api);
  app.route("/", spaRoutes(config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : DEFAULT_WEB_DIST));
  return app;
}
