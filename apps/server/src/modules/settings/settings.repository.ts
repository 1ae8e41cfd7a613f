import {
  DEFAULT_MEMBER_SETTINGS,
  type Locale,
  type MemberSettings,
  type MemberSettingsPatch,
} from "@kindred/contracts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { memberSettings, profiles, users } from "../../db/schema";
import { notBannedNow } from "../../db/visibility";

/** The member's switches as stored, with what the service checks first. */
export type StoredSettings = {
  settings: MemberSettings;
  /** Banned now (a ban set while they were signed in leaves their session). */
  banned: boolean;
  /** Whether the member has a profile row: profile visibility is that row's `hidden`. */
  hasProfile: boolean;
};

/**
 * Settings' switches: all but one in `member_settings` (no row: every default), profile visibility in
 * `profiles.hidden`, where discovery's indexes read it.
 */
export function createSettingsRepository(db: Db) {
  async function read(from: Db, userId: string): Promise<StoredSettings | undefined> {
    const [row] = await from
      .select({
        notBanned: sql<boolean | null>`${notBannedNow()}`,
        emailNotifications: memberSettings.emailNotifications,
        matchAlerts: memberSettings.matchAlerts,
        messageNotifications: memberSettings.messageNotifications,
        shareLocation: memberSettings.shareLocation,
        readReceipts: memberSettings.readReceipts,
        pushMatches: memberSettings.pushMatches,
        pushMessages: memberSettings.pushMessages,
        pushLikes: memberSettings.pushLikes,
        pushMessageText: memberSettings.pushMessageText,
        profileId: profiles.id,
        hidden: profiles.hidden,
      })
      .from(users)
      .leftJoin(memberSettings, eq(memberSettings.userId, users.id))
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId));
    if (!row) return undefined;
    const defaults = DEFAULT_MEMBER_SETTINGS;
    return {
      // Null (banned with no end date) reads as banned.
      banned: row.notBanned !== true,
      hasProfile: row.profileId !== null,
      settings: {
        emailNotifications: row.emailNotifications ?? defaults.emailNotifications,
        matchAlerts: row.matchAlerts ?? defaults.matchAlerts,
        messageNotifications: row.messageNotifications ?? defaults.messageNotifications,
        // A member without a profile yet hides nothing: their profile will show once made.
        profileVisible: row.hidden === null ? defaults.profileVisible : !row.hidden,
        shareLocation: row.shareLocation ?? defaults.shareLocation,
        readReceipts: row.readReceipts ?? defaults.readReceipts,
        pushMatches: row.pushMatches ?? defaults.pushMatches,
        pushMessages: row.pushMessages ?? defaults.pushMessages,
        pushLikes: row.pushLikes ?? defaults.pushLikes,
        pushMessageText: row.pushMessageText ?? defaults.pushMessageText,
      },
    };
  }

  return {
    read: (userId: string) => read(db, userId),

    /**
     * Writes the switches given, all or none (one transaction), and answers every switch as now
     * stored. Profile visibility changes only an existing profile row: the caller checks there is one.
     */
    async update(userId: string, patch: MemberSettingsPatch): Promise<MemberSettings> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const { profileVisible, ...switches } = patch;
        if (Object.keys(switches).length > 0) {
          await tx
            .insert(memberSettings)
            .values({ userId, ...switches })
            .onConflictDoUpdate({ target: memberSettings.userId, set: { ...switches, updatedAt: sql`now()` } });
        }
        if (profileVisible !== undefined) {
          await tx.update(profiles).set({ hidden: !profileVisible }).where(eq(profiles.id, userId));
        }
        const stored = await read(tx, userId);
        return stored!.settings;
      });
    },

    async setLocale(userId: string, locale: Locale): Promise<void> {
      await db.update(users).set({ locale }).where(eq(users.id, userId));
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
