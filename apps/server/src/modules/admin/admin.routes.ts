import type { DemoRemoval } from "@kindred/contracts";
import { Hono } from "hono";
import type { AuthVariables } from "../auth/session.middleware";
import { adminActionRoutes } from "./admin-actions.routes";
import { adminReadRoutes } from "./admin-reads.routes";
import type { ModerationService } from "./admin.service";
import type { ModerationActions } from "./moderation.service";
import type { VerificationReads } from "./verifications.service";

type Env = { Variables: AuthVariables };

/**
 * `/api/admin`: the moderation panel, for admins only (mounted behind the session check). Reads (the
 * queue, members, chats, photos, verifications, stats) and writes (account, photo, report, appeal and
 * badge decisions, each audited) live in their own route files; the guard here covers both.
 */
export function adminRoutes({
  service,
  verifications,
  actions,
  removeDemo,
}: {
  service: ModerationService;
  verifications: VerificationReads;
  actions: ModerationActions;
  removeDemo: () => Promise<DemoRemoval>;
}) {
  return (
    new Hono<Env>()
      .use("*", async (c, next) => {
        // Every admin path passes here first, so no route can forget the check.
        service.requireAdmin(c.get("user"));
        await next();
      })
      .route("/", adminReadRoutes(service, verifications))
      .route("/", adminActionRoutes(actions))
      // The demo community and everything it touched; answers what went (docs/demo-community.md).
      .delete("/demo", async (c) => c.json(await removeDemo(), 200, { "Cache-Control": "no-store" }))
  );
}
