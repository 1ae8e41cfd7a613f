import type { Db } from "../../db/client";
import { createSettingsRepository } from "./settings.repository";
import { settingsRoutes } from "./settings.routes";
import { createSettingsService } from "./settings.service";

export function createSettingsModule({
  db,
  onProfileShown,
}: {
  db: Db;
  /** A hidden profile shows again: the likes the member made meanwhile arrive (matching's `announceLikesOf`). */
  onProfileShown?: (userId: string) => Promise<void>;
}) {
  return { routes: settingsRoutes(createSettingsService(createSettingsRepository(db), onProfileShown)) };
}
