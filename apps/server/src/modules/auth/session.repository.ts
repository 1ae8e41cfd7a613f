import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";

export function createSessionRepository(db: Db) {
  // Prepared once: every signed-in request runs it.
  const byToken = db
    .select({
      sessionId: sessions.id,
      token: sessions.token,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      user: {
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        role: users.role,
        createdAt: users.createdAt,
        locale: users.locale,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("session_by_token");

  return {
    /** The session with this token and its member, in one indexed query. */
    async byToken(token: string) {
      const [row] = await byToken.execute({ token });
      return row;
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
