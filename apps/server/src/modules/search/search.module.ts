import type { Db } from "../../db/client";
import type { ConnectionsRepository } from "../matching/connections.repository";
import type { ProfileRepository } from "../profile/profile.repository";
import type { PhotoReader } from "../profile/profile.service";
import type { ReviewsReader } from "../reviews/reviews.module";
import { createSearchRepository } from "./search.repository";
import { searchRoutes } from "./search.routes";
import { createSearchService } from "./search.service";

type Deps = {
  db: Db;
  profiles: ProfileRepository;
  photos: PhotoReader;
  connections: ConnectionsRepository;
  reviews: ReviewsReader;
};

export function createSearchModule({ db, profiles, photos, connections, reviews }: Deps) {
  return {
    routes: searchRoutes(
      createSearchService({ search: createSearchRepository(db), profiles, photos, connections, reviews }),
    ),
  };
}
