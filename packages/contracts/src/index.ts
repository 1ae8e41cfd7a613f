export * from "./constants";
export * from "./errors";
export * from "./auth";
export * from "./health";
export * from "./routes";
