import { inArray } from "drizzle-orm";
import { sessions } from "../../src/db/schema";
import type { TestServer } from "./server";

type Server = Pick<TestServer, "db" | "realtime">;

/**
 * A test that writes member or session rows straight to the database (standing in for time passing,
 * or for a change the app makes elsewhere) tells the server, as the app's own writes do: the server
 * keeps sessions a few seconds and hears of changes on its event bus.
 */
export async function membersChanged(server: Server, userIds: string[]): Promise<void> {
  await server.realtime.bus.publish(userIds, { type: "sessions.changed" });
}

/** The same, for sessions written to directly (their members are looked up). */
export async function sessionsChanged(server: Server, sessionIds: string[]): Promise<void> {
  const rows = await server.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(inArray(sessions.id, sessionIds));
  await server.realtime.bus.publish([...new Set(rows.map((row) => row.userId))], {
    type: "sessions.changed",
    sessionIds,
  });
}
