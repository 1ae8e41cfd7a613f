import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../../db/client";
import { mailOutbox } from "../../db/schema";

const QuerySchema = z.object({ to: z.email().transform((email) => email.toLowerCase()) });

/** Development only (no SMTP, not production): read the mails the server would have sent. */
export function outboxRoutes(db: Db) {
  return new Hono().get("/", async (c) => {
    const { to } = QuerySchema.parse(c.req.query());
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(20);
    return c.json({ mails });
  });
}
