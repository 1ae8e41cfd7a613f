import { timestamp } from "drizzle-orm/pg-core";

/** Every timestamp column keeps its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
