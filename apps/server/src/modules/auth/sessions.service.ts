import type { ActiveSession, ActiveSessionList, RevokedSessions } from "@kindred/contracts";
import { z } from "zod";
import { msg } from "@kindred/contracts";
import { AppError } from "../../errors";
import type { Logger } from "../../lib/logger";
import type { EventBus } from "../realtime/event-bus";
import { describeDevice } from "./device";
import { placeOf } from "./place";
import { publishSessionsEnded } from "./session-revocation";
import type { SessionsRepository } from "./sessions.repository";

const SessionIdSchema = z.uuid();
const notFound = () => new AppError("NOT_FOUND", msg("That session has already ended."));

/** Settings > Security's "Where you're signed in": the member's sessions, and ending them. */
export function createSessionsService(deps: { repo: SessionsRepository; bus: EventBus; log: Logger }) {
  const { repo, bus, log } = deps;

  /** The ended sessions leave every process's cache and their sockets close now, not at the next heartbeat. */
  const closeSockets = (userId: string, sessionIds: string[]) =>
    sessionIds.length === 0 ? Promise.resolve() : publishSessionsEnded(bus, log, userId, sessionIds);

  return {
    async list(userId: string, currentSessionId: string): Promise<ActiveSessionList> {
      const rows = await repo.live(userId, new Date());
      const sessions: ActiveSession[] = rows.map((row) => ({
        id: row.id,
        device: describeDevice(row.userAgent),
        place: placeOf(row.ipAddress, row.country),
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.updatedAt.toISOString(),
        current: row.id === currentSessionId,
      }));
      // This device first; the rest as the repository ordered them (most recently used first).
      sessions.sort((a, b) => Number(b.current) - Number(a.current));
      return { sessions };
    },

    /** Another member's session, or one already ended, is "not found": ids are not confirmed to strangers. */
    async revoke(userId: string, sessionId: string): Promise<void> {
      if (!SessionIdSchema.safeParse(sessionId).success) throw notFound();
      if (!(await repo.deleteOwn(userId, sessionId))) throw notFound();
      log.info("session revoked", { userId, sessionId });
      await closeSockets(userId, [sessionId]);
    },

    async revokeOthers(userId: string, currentSessionId: string): Promise<RevokedSessions> {
      const ended = await repo.deleteOthers(userId, currentSessionId);
      if (ended.length > 0) log.info("other sessions revoked", { userId, count: ended.length });
      await closeSockets(userId, ended);
      return { revoked: ended.length };
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
