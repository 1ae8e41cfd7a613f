import {
  LanguageChangeSchema,
  MEMBER_SETTINGS_TEXT,
  MemberSettingsPatchSchema,
  type LanguageChange,
  type MemberSettings,
  msg,
} from "@kindred/contracts";
import { AppError } from "../../errors";
import type { SettingsRepository, StoredSettings } from "./settings.repository";

/**
 * Settings' Notifications and Privacy switches. Stored here; what the Privacy ones change is decided
 * where members are read (db/visibility.ts), and the notification mails read the table themselves.
 */
export function createSettingsService(
  repo: SettingsRepository,
  hooks: {
    /** The member's profile shows again after being hidden: the likes they made meanwhile arrive (matching). */
    onProfileShown?: (userId: string) => Promise<void>;
    /** The member's language changed: what holds it elsewhere (cached sessions) must drop it. */
    onLanguageChanged?: (userId: string) => Promise<void>;
  } = {},
) {
  async function requireMember(userId: string): Promise<StoredSettings> {
    const stored = await repo.read(userId);
    // The session's member always exists (an account deletion ends its sessions first).
    if (!stored) throw new AppError("UNAUTHENTICATED", msg("Please sign in to continue."));
    if (stored.banned) throw new AppError("ACCOUNT_BANNED", MEMBER_SETTINGS_TEXT.banned);
    return stored;
  }

  return {
    async get(userId: string): Promise<MemberSettings> {
      return (await requireMember(userId)).settings;
    },

    /** Any of the switches, booleans only: a bad body is refused whole (400) and nothing changes. */
    async update(userId: string, input: unknown): Promise<MemberSettings> {
      const patch = MemberSettingsPatchSchema.parse(input);
      const { hasProfile, settings: before } = await requireMember(userId);
      if (patch.profileVisible === false && !hasProfile) {
        throw new AppError("CONFLICT", MEMBER_SETTINGS_TEXT.noProfileYet);
      }
      const settings = await repo.update(userId, patch);
      if (!before.profileVisible && settings.profileVisible) await hooks.onProfileShown?.(userId);
      return settings;
    },

    /** Issue 32: the language the member's screens, mails and pushes use; an unknown code is refused. */
    async setLanguage(userId: string, input: unknown): Promise<LanguageChange> {
      const { locale } = LanguageChangeSchema.parse(input);
      await requireMember(userId);
      await repo.setLocale(userId, locale);
      await hooks.onLanguageChanged?.(userId);
      return { locale };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
