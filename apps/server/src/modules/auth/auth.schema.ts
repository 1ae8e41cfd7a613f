import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at } from "../../db/columns";

// better-auth's tables (with its admin plugin's columns), in the layout its Drizzle generator produces,
// with time zones on every timestamp.
const id = () =>
  uuid("id")
    .default(sql`gen_random_uuid()`)
    .primaryKey();
const created = () => at("created_at").defaultNow().notNull();
const updated = () =>
  at("updated_at")
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull();

export const users = pgTable("users", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").default(false).notNull(),
  image: text("image"),
  createdAt: created(),
  updatedAt: updated(),
  role: text("role").default("user").notNull(),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: at("ban_expires"),
  // better-auth's twoFactor plugin.
  twoFactorEnabled: boolean("two_factor_enabled").default(false).notNull(),
  // Issue 32: the member's language (a LOCALES code), for the screens on any device, mails and pushes.
  locale: text("locale").default("en").notNull(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    expiresAt: at("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: created(),
    updatedAt: updated(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: id(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: at("access_token_expires_at"),
    refreshTokenExpiresAt: at("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: id(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: at("expires_at").notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

export const rateLimits = pgTable("rate_limits", {
  id: id(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** better-auth's twoFactor plugin: the TOTP secret and backup codes (both encrypted by better-auth). */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: id(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true).notNull(),
    failedVerificationCount: integer("failed_verification_count").default(0).notNull(),
    lockedUntil: at("locked_until"),
  },
  (table) => [index("two_factors_user_id_idx").on(table.userId), index("two_factors_secret_idx").on(table.secret)],
);

/** @better-auth/passkey: one WebAuthn credential per row. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: id(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull().unique(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: at("created_at").defaultNow(),
    aaguid: text("aaguid"),
  },
  (table) => [index("passkeys_user_id_idx").on(table.userId)],
);
