import type { Db } from "../../db/client";
import { createProfileRepository } from "./profile.repository";
import { ownProfileRoutes, profilesRoutes } from "./profile.routes";
import { createProfileService, type PhotoReader } from "./profile.service";

export function createProfileModule({ db, photos }: { db: Db; photos: PhotoReader }) {
  const repository = createProfileRepository(db);
  const service = createProfileService(repository, photos);
  return {
    routes: { own: ownProfileRoutes(service), others: profilesRoutes(service) },
    /** Members' rows, for the modules that rank and show them (deck, search). */
    repository,
  };
}
