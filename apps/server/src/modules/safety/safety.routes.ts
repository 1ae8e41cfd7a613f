import { PROOF_HEADER } from "@kindred/contracts";
import { Hono } from "hono";
import { jsonBody } from "../../http/json-body";
import type { AuthVariables } from "../auth/session.middleware";
import type { ReportsService } from "./reports.service";
import type { SafetyService } from "./safety.service";

type Env = { Variables: AuthVariables & { json: unknown } };

/** `/api/blocks`: whom I blocked; block and unblock. */
export function blocksRoutes(service: SafetyService) {
  return new Hono<Env>()
    .get("/", async (c) => c.json({ blocks: await service.blocked(c.get("user").id) }))
    .post("/", jsonBody, async (c) => {
      await service.block(c.get("user").id, c.get("json"));
      return c.body(null, 204);
    })
    .delete("/:userId", async (c) => {
      await service.unblock(c.get("user").id, c.req.param("userId"));
      return c.body(null, 204);
    });
}

/**
 * `/api/reports`: a member reports a profile, a photo, a conversation or a member's reviews to the
 * moderators. 201 for a new report, 200 when it updated the member's open report about the same member.
 */
export function reportsRoutes(service: ReportsService) {
  return new Hono<Env>().post("/", jsonBody, async (c) => {
    const { created, report } = await service.report(c.get("user").id, c.get("json"), c.req.header(PROOF_HEADER));
    return c.json({ report }, created ? 201 : 200);
  });
}
