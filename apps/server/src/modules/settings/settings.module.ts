import type { Db } from "../../db/client";
import { createSettingsRepository } from "./settings.repository";
import { settingsRoutes } from "./settings.routes";
import { createSettingsService } from "./settings.service";

export function createSettingsModule({ db }: { db: Db }) {
  return { routes: settingsRoutes(createSettingsService(createSettingsRepository(db))) };
}
