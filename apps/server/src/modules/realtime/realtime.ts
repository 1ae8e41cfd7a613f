import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { createLocalEventBus, createPgEventBus, type EventBus } from "./event-bus";
import { createHub, type Hub } from "./hub";
import { createPresence, type Presence } from "./presence";
import { createPresenceRepository } from "./presence.repository";
import { createRealtimeRepository } from "./realtime.repository";

export type Realtime = { bus: EventBus; presence: Presence; hub: Hub; close: () => Promise<void> };

/**
 * The live layer: on PostgreSQL events cross processes by LISTEN/NOTIFY; on the embedded database
 * (one process by nature) they stay in the process.
 */
export async function createRealtime(
  database: Database,
  log: Logger,
  options: { heartbeatMs?: number } = {},
): Promise<Realtime> {
  const bus = database.pool ? await createPgEventBus(database.pool, log) : createLocalEventBus(log);
  const presence = createPresence(createPresenceRepository(database.db));
  const hub = createHub({ bus, presence, repo: createRealtimeRepository(database.db), log, ...options });
  return {
    bus,
    presence,
    hub,
    async close() {
      await hub.close();
      await bus.close();
    },
  };
}
