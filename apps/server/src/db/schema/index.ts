export * from "./auth";
export * from "./mail";
export * from "./rate-limit";
