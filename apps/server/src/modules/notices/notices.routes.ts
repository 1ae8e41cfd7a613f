import { Hono, type HonoRequest } from "hono";
import { jsonBody } from "../../http/json-body";
import { requestLocale } from "../../i18n/translator";
import type { AuthVariables } from "../auth/session.middleware";
import type { NoticesService } from "./notices.service";

type MemberEnv = { Variables: AuthVariables & { json: unknown } };
type VisitorEnv = { Variables: { json: unknown; clientIp: string } };

/** The language a notice is read in: the screen's, else the member's own (none without a session). */
const readerOf = (req: HonoRequest, member?: { locale: string }) =>
  requestLocale(req.header("accept-language"), member?.locale);

/** `/api/notices` (signed in): my statements of reasons; acknowledge one; appeal one. */
export function noticesRoutes(service: NoticesService) {
  return new Hono<MemberEnv>()
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await service.list(c.get("user").id, readerOf(c.req, c.get("user"))));
    })
    .post("/:id/acknowledge", async (c) =>
      c.json(await service.acknowledge(c.get("user").id, c.req.param("id"), readerOf(c.req, c.get("user")))),
    )
    .post("/:id/appeal", jsonBody, async (c) =>
      c.json(
        await service.appeal(c.get("user").id, c.req.param("id"), c.get("json"), readerOf(c.req, c.get("user"))),
        201,
      ),
    );
}

/**
 * `/api/appeals` (no session): a banned or suspended member cannot sign in, so the appeal token from the
 * sign-in refusal or the statement's mail stands in for the session.
 */
export function appealsRoutes(service: NoticesService) {
  return new Hono<VisitorEnv>()
    .get("/notice", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await service.noticeByToken(c.req.query("token"), readerOf(c.req)));
    })
    .post("/", jsonBody, async (c) =>
      c.json(await service.appealByToken(c.get("clientIp"), c.get("json"), readerOf(c.req)), 201),
    );
}
