import { Hono } from "hono";
import { jsonBody } from "../../http/json-body";
import type { AuthVariables } from "../auth/session.middleware";
import type { ModerationActions } from "./moderation.service";

type Env = { Variables: AuthVariables & { json: unknown } };

/** The panel's writes, each one transaction with its one audit row; and the audit log itself. */
export function adminActionRoutes(actions: ModerationActions) {
  return (
    new Hono<Env>()
      .post("/reports/:id/decision", jsonBody, async (c) =>
        c.json(await actions.decide(c.get("user"), c.req.param("id"), c.get("json"))),
      )
      .post("/members/:userId/ban", jsonBody, async (c) =>
        c.json(await actions.ban(c.get("user"), c.req.param("userId"), c.get("json"))),
      )
      .post("/members/:userId/suspend", jsonBody, async (c) =>
        c.json(await actions.suspend(c.get("user"), c.req.param("userId"), c.get("json"))),
      )
      .post("/members/:userId/warn", jsonBody, async (c) =>
        c.json(await actions.warn(c.get("user"), c.req.param("userId"), c.get("json"))),
      )
      .post("/members/:userId/reinstate", jsonBody, async (c) =>
        c.json(await actions.reinstate(c.get("user"), c.req.param("userId"))),
      )
      // The reason and rule travel in the body: the member is told both.
      .delete("/members/:userId", jsonBody, async (c) =>
        c.json(await actions.deleteMember(c.get("user"), c.req.param("userId"), c.get("json") ?? {})),
      )
      .post("/members/:userId/verification/revoke", jsonBody, async (c) =>
        c.json(await actions.revokeVerification(c.get("user"), c.req.param("userId"), c.get("json"))),
      )
      .post("/photos/:photoId/moderate", jsonBody, async (c) =>
        c.json(await actions.moderatePhoto(c.get("user"), c.req.param("photoId"), c.get("json"))),
      )
      // A photo held for looking like another member's (or flagged) shows to others again.
      .post("/photos/:photoId/approve", async (c) =>
        c.json(await actions.approvePhoto(c.get("user"), c.req.param("photoId"))),
      )
      .post("/appeals/:id/decision", jsonBody, async (c) =>
        c.json(await actions.decideAppeal(c.get("user"), c.req.param("id"), c.get("json"))),
      )
      .get("/audit", async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json(await actions.audit(c.req.query()));
      })
  );
}
