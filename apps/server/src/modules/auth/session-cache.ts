/** A session and its member as the session check reads them and this cache keeps them. */
export type SessionRecord = {
  sessionId: string;
  token: string;
  expiresAt: Date;
  createdAt: Date;
  /** When the session was last marked used (Settings' "last active"). */
  updatedAt: Date;
  user: { id: string; email: string; emailVerified: boolean; role: string; createdAt: Date; locale: string };
};

/**
 * How long a session read from the database answers this process's requests without another query.
 * Longer than the gap between one member's requests in a chat (a 5 s life lapsed between most of a
 * conversation's messages: 10 % more CPU per send), short enough to bound what a lost notification
 * could leave (see below).
 */
export const SESSION_CACHE_MS = 30_000;
/** Sessions kept at most (the oldest go first): a few MB at worst. */
export const SESSION_CACHE_MAX = 20_000;

type Entry = { record: SessionRecord; until: number };

/**
 * Sessions found by token (a verified cookie's), kept half a minute so most signed-in requests answer
 * without a query. Safe because every revocation and every change to what a session carries (its
 * member's role, address, verification) reaches every process's cache at once through the event bus
 * (`forget`, from `session-revocation.ts`); the short life bounds what a lost notification could leave.
 * A miss is never kept: the next request asks the database again. The expiry rules are the reader's
 * and the middleware's, applied to the kept row on every request as to a fresh one.
 */
export function createSessionCache({
  ttlMs = SESSION_CACHE_MS,
  maxEntries = SESSION_CACHE_MAX,
  now = Date.now,
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  // Map order is insertion order: the first entry is the oldest, the one to evict.
  const byToken = new Map<string, Entry>();
  const tokenOfSession = new Map<string, string>();
  const sessionsOfUser = new Map<string, Set<string>>();
  // One database read per token at a time: a page's first burst of requests shares it.
  const loading = new Map<string, Promise<SessionRecord | undefined>>();
  // Bumped by every revocation: a read that started before one must not keep what it found.
  let generation = 0;

  function remove(token: string) {
    const entry = byToken.get(token);
    if (!entry) return;
    byToken.delete(token);
    const { sessionId, user } = entry.record;
    tokenOfSession.delete(sessionId);
    const ids = sessionsOfUser.get(user.id);
    ids?.delete(sessionId);
    if (ids?.size === 0) sessionsOfUser.delete(user.id);
  }

  function keep(token: string, record: SessionRecord) {
    remove(token);
    if (byToken.size >= maxEntries) remove(byToken.keys().next().value!);
    byToken.set(token, { record, until: now() + ttlMs });
    tokenOfSession.set(record.sessionId, token);
    const ids = sessionsOfUser.get(record.user.id) ?? new Set<string>();
    ids.add(record.sessionId);
    sessionsOfUser.set(record.user.id, ids);
  }

  return {
    /** The session with this token: kept, or read by `read` (and kept if found). */
    get(token: string, read: () => Promise<SessionRecord | undefined>): Promise<SessionRecord | undefined> {
      const entry = byToken.get(token);
      if (entry && entry.until > now()) return Promise.resolve(entry.record);
      if (entry) remove(token);
      const pending = loading.get(token);
      if (pending) return pending;
      const started = generation;
      const reading: Promise<SessionRecord | undefined> = read()
        .then((record) => {
          if (record && generation === started) keep(token, record);
          return record;
        })
        .finally(() => {
          if (loading.get(token) === reading) loading.delete(token);
        });
      loading.set(token, reading);
      return reading;
    },

    /**
     * Drops these members' sessions (only `sessionIds` among them when given), and makes every read in
     * flight answer without being kept: it may have read the row before the change.
     */
    forget(userIds: readonly string[], sessionIds?: readonly string[]) {
      generation += 1;
      loading.clear();
      for (const userId of userIds) {
        for (const sessionId of [...(sessionsOfUser.get(userId) ?? [])]) {
          if (sessionIds && !sessionIds.includes(sessionId)) continue;
          const token = tokenOfSession.get(sessionId);
          if (token) remove(token);
        }
      }
    },

    /** A session due for its daily refresh is read afresh once better-auth has extended it. */
    forgetToken(token: string) {
      remove(token);
    },

    /** The session's last use was recorded: the kept copy says so, or every request would record it again. */
    touched(sessionId: string, at: Date) {
      const token = tokenOfSession.get(sessionId);
      const entry = token ? byToken.get(token) : undefined;
      if (entry) entry.record = { ...entry.record, updatedAt: at };
    },

    size: () => byToken.size,
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
