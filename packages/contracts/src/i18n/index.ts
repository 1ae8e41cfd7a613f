export * from "./locales";
export * from "./msg";
export * from "./locale-schema";
