import { Hono } from "hono";
import { jsonBody } from "../../http/json-body";
import type { AuthVariables } from "../auth/session.middleware";
import type { NoticesService } from "./notices.service";

type MemberEnv = { Variables: AuthVariables & { json: unknown } };
type VisitorEnv = { Variables: { json: unknown; clientIp: string } };

/** `/api/notices` (signed in): my statements of reasons; acknowledge one; appeal one. */
export function noticesRoutes(service: NoticesService) {
  return new Hono<MemberEnv>()
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await service.list(c.get("user").id));
    })
    .post("/:id/acknowledge", async (c) => c.json(await service.acknowledge(c.get("user").id, c.req.param("id"))))
    .post("/:id/appeal", jsonBody, async (c) =>
      c.json(await service.appeal(c.get("user").id, c.req.param("id"), c.get("json")), 201),
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
      return c.json(await service.noticeByToken(c.req.query("token")));
    })
    .post("/", jsonBody, async (c) => c.json(await service.appealByToken(c.get("clientIp"), c.get("json")), 201));
}
