import { upgradeWebSocket } from "@hono/node-server";
import { Hono } from "hono";
import { msg } from "@kindred/contracts";
import type { OriginPolicy } from "../../config/origins";
import { AppError } from "../../errors";
import { requestLocale } from "../../i18n/translator";
import type { AuthVariables } from "../auth/session.middleware";
import type { Hub } from "./hub";

/**
 * `/api/realtime`: one WebSocket per tab for a signed-in member. The session check runs before the
 * upgrade (a socket without a session gets 401 and no socket); the Origin must be ours, so another
 * site cannot open a socket with the member's cookie (cross-site WebSocket hijacking).
 */
export function realtimeRoutes(hub: Hub, origins: OriginPolicy) {
  return new Hono<{ Variables: AuthVariables }>().get(
    "/",
    async (c, next) => {
      if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
        throw new AppError("BAD_REQUEST", msg("Connect with a WebSocket."));
      }
      if (!origins.allows(c.req.header("origin") ?? "", c.req.url))
        throw new AppError("FORBIDDEN", msg("This origin may not connect."));
      await next();
    },
    upgradeWebSocket((c) =>
      hub.handlers(
        c.get("user").id,
        c.get("sessionId"),
        requestLocale(c.req.header("accept-language"), c.get("user").locale),
      ),
    ),
  );
}
