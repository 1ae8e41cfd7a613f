// Every table, for drizzle-kit (drizzle.config.ts) and the database client. Tables live with their
// subject; schema files import each other's tables from their own files, never from here (a cycle).
export * from "../../modules/auth/auth.schema";
export * from "../../lib/rate-limit.schema";
export * from "../../modules/profile/profile.schema";
export * from "../../modules/photos/photos.schema";
export * from "../../modules/matching/matching.schema";
export * from "../../modules/messages/messages.schema";
export * from "../../modules/safety/safety.schema";
export * from "../../modules/reviews/reviews.schema";
export * from "../../modules/realtime/realtime.schema";
export * from "../../modules/admin/admin.schema";
export * from "../../modules/notices/notices.schema";
export * from "../../modules/settings/settings.schema";
export * from "../../modules/notifications/notifications.schema";
export * from "../../modules/accounts/accounts.schema";
export * from "../../modules/proof-of-work/proof-of-work.schema";
export * from "../../modules/verification/verification.schema";
export * from "../../modules/push/push.schema";
