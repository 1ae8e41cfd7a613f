// The session answer's schema, loaded by get-me.ts only when someone is signed in: a visitor's first
// paint carries no schema and no zod.
export { SessionProbeSchema } from "@kindred/contracts";
