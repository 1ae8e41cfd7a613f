export * from "./auth";
export * from "./rate-limit";
export * from "./profiles";
export * from "./matches";
export * from "./discovery";
export * from "./trust";
export * from "./realtime";
