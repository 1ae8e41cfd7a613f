import { z } from "zod";

export const HealthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ reachable: z.boolean(), engine: z.enum(["pglite", "postgres"]), latencyMs: z.number() }),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

/** `GET /api/ready` while every dependency answers; otherwise 503 with the error shape (UNAVAILABLE). */
export const ReadySchema = z.object({ status: z.literal("ready") });
export type Ready = z.infer<typeof ReadySchema>;
