import { DEFAULT_LOCALE, isLocale, type Me, type SessionProbe } from "@kindred/contracts";
import { Hono } from "hono";
import type { AuthVariables, MaybeAuthVariables, SessionUser } from "./session.middleware";

/** The signed-in member's account as the web app knows it. */
function meOf(user: SessionUser): Me {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role === "admin" ? "admin" : "user",
    createdAt: user.createdAt.toISOString(),
    locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
  };
}

/** `/api/me`: the signed-in member's account; the web app's source of truth for "who am I". */
export function meRoutes() {
  return new Hono<{ Variables: AuthVariables }>().get("/", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(meOf(c.get("user")));
  });
}

/**
 * `/api/session`: the same question for anyone, answered 200 either way (`me` null for a visitor, an
 * ended or expired session), so a signed-out page load logs no failed request in the browser.
 */
export function sessionProbeRoutes() {
  return new Hono<{ Variables: MaybeAuthVariables }>().get("/", (c) => {
    const user = c.get("user");
    const probe: SessionProbe = { me: user ? meOf(user) : null };
    c.header("Cache-Control", "no-store");
    return c.json(probe);
  });
}
