import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { publishSessionsChanged } from "../auth/session-revocation";
import type { EventBus } from "../realtime/event-bus";
import { createSettingsRepository } from "./settings.repository";
import { settingsRoutes } from "./settings.routes";
import { createSettingsService } from "./settings.service";

export function createSettingsModule({
  db,
  bus,
  log,
  onProfileShown,
}: {
  db: Db;
  bus: Pick<EventBus, "publish">;
  log: Pick<Logger, "warn">;
  /** A hidden profile shows again: the likes the member made meanwhile arrive (matching's `announceLikesOf`). */
  onProfileShown?: (userId: string) => Promise<void>;
}) {
  const service = createSettingsService(createSettingsRepository(db), {
    onProfileShown,
    // Sessions carry the member's language (errors, mails): every process's cached copy drops.
    onLanguageChanged: (userId) => publishSessionsChanged(bus, log, [userId]),
  });
  return { routes: settingsRoutes(service) };
}
