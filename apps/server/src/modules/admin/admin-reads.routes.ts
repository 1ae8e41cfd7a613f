import { Hono } from "hono";
import { requestLocale } from "../../i18n/translator";
import type { AuthVariables } from "../auth/session.middleware";
import type { ModerationService } from "./admin.service";
import type { VerificationReads } from "./verifications.service";

type Env = { Variables: AuthVariables };

/** Files are served inline, typed by the database row, and never kept by any cache. */
const fileHeaders = (file: { contentType: string; size: number }) => ({
  "Content-Type": file.contentType,
  "Content-Length": String(file.size),
  "Content-Disposition": "inline",
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "private, no-store",
});

const NO_STORE = { "Cache-Control": "no-store" };

/** The panel's reads. Mounted behind admin.routes' guard; every answer is private and never cached. */
export function adminReadRoutes(service: ModerationService, verifications: VerificationReads) {
  return new Hono<Env>()
    .get("/reports", async (c) => c.json(await service.reports(c.req.query()), 200, NO_STORE))
    .get("/reports/:id/evidence/:n", async (c) => {
      const file = await service.evidenceFile(c.req.param("id"), c.req.param("n"));
      return c.body(file.body, 200, fileHeaders(file));
    })
    .get("/users", async (c) => c.json(await service.users(c.req.query()), 200, NO_STORE))
    .get("/chats", async (c) => c.json(await service.chats(c.req.query()), 200, NO_STORE))
    .get("/chats/:matchId/messages", async (c) =>
      c.json(await service.chatMessages(c.get("user"), c.req.param("matchId")), 200, NO_STORE),
    )
    .get("/photos", async (c) => c.json(await service.photos(c.req.query()), 200, NO_STORE))
    .get("/photos/:id/file", async (c) => {
      const file = await service.photoFile(c.req.param("id"), c.req.query("size"));
      return c.body(file.body, 200, fileHeaders(file));
    })
    .get("/appeals", async (c) => {
      // The decision each appeals, in the admin's language.
      const locale = requestLocale(c.req.header("accept-language"), c.get("user").locale);
      return c.json(await service.appeals(c.req.query(), locale), 200, NO_STORE);
    })
    .get("/verifications", async (c) => c.json(await verifications.verifications(c.req.query()), 200, NO_STORE))
    .get("/stats", async (c) => c.json(await service.stats(), 200, NO_STORE))
    .get("/transparency.csv", async (c) => {
      const { filename, csv } = await service.transparencyCsv();
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        ...NO_STORE,
      });
    });
}
