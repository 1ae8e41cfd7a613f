import { Hono } from "hono";
import type { Db } from "../../db/client";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { ProfileRepository } from "../profile/profile.repository";
import type { PhotoReader } from "../profile/profile.service";
import type { ReviewsReader } from "../reviews/reviews.module";
import type { EventBus } from "../realtime/event-bus";
import { createCelebrationsRepository } from "./celebrations.repository";
import { celebrationsRoutes } from "./celebrations.routes";
import { createCelebrationsService } from "./celebrations.service";
import { createConnectionsRepository } from "./connections.repository";
import { createDeckRepository } from "./deck.repository";
import { discoveryRoutes, potentialMatchesRoutes } from "./deck.routes";
import { createDeckService } from "./deck.service";
import { createLikesRepository } from "./likes.repository";
import { likesRoutes, matchesRoutes, passesRoutes } from "./likes.routes";
import { createLikesService, type OnLiked, type OnMatched } from "./likes.service";

type Deps = {
  db: Db;
  limiter: RateLimiter;
  bus: EventBus;
  photos: PhotoReader;
  profiles: ProfileRepository;
  reviews: ReviewsReader;
  onMatched?: OnMatched;
  onLiked?: OnLiked;
};

export function createMatchingModule({ db, limiter, bus, photos, profiles, reviews, onMatched, onLiked }: Deps) {
  const likesRepository = createLikesRepository(db);
  const likes = createLikesService(likesRepository, limiter, photos, bus, onMatched, onLiked);
  const connections = createConnectionsRepository(db);
  const deck = createDeckService({ deck: createDeckRepository(db), profiles, photos, connections, reviews });
  return {
    routes: {
      likes: likesRoutes(likes),
      passes: passesRoutes(likes),
      // The celebrations' two routes answer first (their own files), then unmatch.
      matches: new Hono()
        .route("/", celebrationsRoutes(createCelebrationsService(createCelebrationsRepository(db), photos)))
        .route("/", matchesRoutes(likes)),
      discovery: discoveryRoutes(deck),
      /** `/api/profiles/potential`: the dashboard's list, the deck's first members. */
      potential: potentialMatchesRoutes(deck),
    },
    /** Where a viewer stands with other members (search shows it too). */
    connections,
    /** Likes as a member's own request makes them (the demo community likes back through it). */
    likes,
    /** A hidden member shows again (Settings, Privacy): the likes they made meanwhile arrive. */
    announceLikesOf: (userId: string) => likes.announceLikesOf(userId),
    /** The Likes badge: pending likes from members the viewer can still see. */
    pendingLikesOf: (userId: string) => likesRepository.pendingCount(userId),
  };
}
