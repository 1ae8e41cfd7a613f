import { z } from "zod";
import { AUTH_MESSAGES, unguessablePasswordProblem } from "./auth";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";
import { msg } from "./i18n/msg";

/** Spec 001 "Settings": the four tabs in the spec's order. */
export const SETTINGS_TABS = [
  { id: "account", label: msg("Account") },
  { id: "notifications", label: msg("Notifications") },
  { id: "privacy", label: msg("Privacy") },
  { id: "security", label: msg("Security") },
] as const;
export type SettingsTabId = (typeof SETTINGS_TABS)[number]["id"];

/** Spec 001 "Settings and session": the messages word for word, and the screen's own copy. */
export const SETTINGS_TEXT = {
  title: msg("Settings"),
  tabsLabel: msg("Settings sections"),
  accountTitle: msg("Account"),
  accountDescription: msg("The email you sign in with, your profile, and who can reach you."),
  emailLabel: msg("Email"),
  editProfile: msg("Edit profile"),
  signOutTitle: msg("Sign out"),
  signOutDescription: msg("End your session on this device. Your other devices stay signed in."),
  securityTitle: msg("Change password"),
  securityDescription: msg(
    "Enter your current password, then the new one twice. Every other device signed in to your account will be signed out.",
  ),
  currentPassword: msg("Current password"),
  newPassword: msg("New password"),
  confirmPassword: msg("Confirm new password"),
  newPasswordHint: msg("At least {min} characters, and not one of the most common passwords.", {
    min: PASSWORD_MIN_LENGTH,
  }),
  changePasswordSubmit: msg("Update Password"),
  currentPasswordRequired: msg("Please enter your current password."),
  confirmPasswordRequired: msg("Please confirm your new password."),
  passwordsDoNotMatch: msg("Passwords do not match"),
  passwordUpdated: msg("Password updated successfully"),
  passwordUpdateFailed: msg("Error updating password"),
} as const;

/** What the Security tab sends: better-auth's change-password body (the confirmation stays in the browser). */
export const ChangePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, SETTINGS_TEXT.currentPasswordRequired).max(PASSWORD_MAX_LENGTH),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/**
 * Spec 001 section 5: all three fields required, new and confirm must match or nothing is sent. The
 * email is checked when known; the common-password list is the server's answer.
 */
export const changePasswordFormSchema = (email?: string) =>
  ChangePasswordInputSchema.extend({
    confirmPassword: z.string().min(1, SETTINGS_TEXT.confirmPasswordRequired),
  })
    .superRefine((form, ctx) => {
      // A password too short already has its message; one message per field is enough.
      if (form.newPassword.length < PASSWORD_MIN_LENGTH) return;
      const problem = unguessablePasswordProblem(form.newPassword, email);
      if (problem) ctx.addIssue({ code: "custom", path: ["newPassword"], message: problem });
    })
    .refine((form) => form.newPassword === form.confirmPassword, {
      path: ["confirmPassword"],
      message: SETTINGS_TEXT.passwordsDoNotMatch,
    });
export type ChangePasswordForm = z.input<ReturnType<typeof changePasswordFormSchema>>;

/**
 * Spec 001 "Settings", Notifications and Privacy: six switches, all on by default, stored on the
 * server and enforced there (the spec's were "local only"). Issue 32 adds the push notifications'
 * four: one per kind, on by default, and whether a message's text shows, off by default (a lock
 * screen is seen by others).
 */
export const MemberSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  matchAlerts: z.boolean(),
  messageNotifications: z.boolean(),
  profileVisible: z.boolean(),
  shareLocation: z.boolean(),
  readReceipts: z.boolean(),
  pushMatches: z.boolean(),
  pushMessages: z.boolean(),
  pushLikes: z.boolean(),
  pushMessageText: z.boolean(),
});
export type MemberSettings = z.infer<typeof MemberSettingsSchema>;
export type MemberSettingKey = keyof MemberSettings;

export const DEFAULT_MEMBER_SETTINGS: MemberSettings = {
  emailNotifications: true,
  matchAlerts: true,
  messageNotifications: true,
  profileVisible: true,
  shareLocation: true,
  readReceipts: true,
  pushMatches: true,
  pushMessages: true,
  pushLikes: true,
  pushMessageText: false,
};

/** `PATCH /api/settings`: any of the switches, booleans only; an unknown key is refused, not ignored. */
export const MemberSettingsPatchSchema = MemberSettingsSchema.partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: msg("Nothing to change.") });
export type MemberSettingsPatch = z.infer<typeof MemberSettingsPatchSchema>;

/** Which switch sits on which tab, in the spec's order; `push` sits on the Notifications tab, below the mails'. */
export const SETTINGS_SWITCHES = {
  notifications: ["emailNotifications", "matchAlerts", "messageNotifications"],
  privacy: ["profileVisible", "shareLocation", "readReceipts"],
  push: ["pushMatches", "pushMessages", "pushLikes", "pushMessageText"],
} as const satisfies Record<"notifications" | "privacy" | "push", readonly MemberSettingKey[]>;

/** Each switch's label and what it really does (the server enforces the Privacy ones, see visibility.ts). */
export const SETTINGS_SWITCH_TEXT: Record<MemberSettingKey, { label: string; description: string }> = {
  emailNotifications: {
    label: msg("Email notifications"),
    description: msg(
      "Emails about your matches and messages. Off: none at all, whatever the two below say. Emails about your account (password resets, moderation notices) still come.",
    ),
  },
  matchAlerts: {
    label: msg("Match alerts"),
    description: msg("An email when someone likes you back and you match. Off: new matches show in the app only."),
  },
  messageNotifications: {
    label: msg("Message notifications"),
    description: msg("An email when a match sends you a message. Off: new messages show in the app only."),
  },
  profileVisible: {
    label: msg("Profile visibility"),
    description: msg(
      "Off: you won't appear in anyone's deck, search or suggestions, and only people you've matched with can open your profile and photos; they can still message you. Likes you send while hidden wait, and reach people when you turn this back on.",
    ),
  },
  shareLocation: {
    label: msg("Location sharing"),
    description: msg(
      "Off: nobody sees your city or how far away you are, and no search by city or distance finds you. Decks and suggestions are chosen by distance, so you leave those too; people can still find you by name or interests in a search at any distance, and your likes still reach them.",
    ),
  },
  readReceipts: {
    label: msg("Read receipts"),
    description: msg(
      "Off: people won't see when you've read their messages, and you won't see when they've read yours.",
    ),
  },
  pushMatches: {
    label: msg("New matches"),
    description: msg("A notification on your devices when someone likes you back."),
  },
  pushMessages: {
    label: msg("New messages"),
    description: msg(
      "A notification when a match writes to you, one per conversation. None while Kindred is open on your screen.",
    ),
  },
  pushLikes: {
    label: msg("New likes"),
    description: msg("A notification when someone likes you, without saying who."),
  },
  pushMessageText: {
    label: msg("Show message text"),
    description: msg(
      'Off: a notification says only "New message from Ana", as anyone who sees your screen could read it. On: it shows the start of the message.',
    ),
  },
};

/** The Notifications and Privacy tabs' own copy, and what the server answers about them. */
export const MEMBER_SETTINGS_TEXT = {
  notificationsTitle: msg("Notifications"),
  notificationsDescription: msg("Choose which emails Kindred sends you. All are on until you turn them off."),
  privacyTitle: msg("Privacy"),
  privacyDescription: msg("Choose what other members see of you. Each switch takes effect at once, everywhere."),
  loading: msg("Loading your settings…"),
  loadFailed: msg("Couldn't load your settings."),
  retry: msg("Try again"),
  saveFailed: msg("Couldn't save your settings. Please try again."),
  // Server answers.
  noProfileYet: msg("Create your profile first: there is nothing to hide yet."),
  banned: msg("Your account can't change its settings right now."),
} as const;
