import type { Me } from "@kindred/contracts";
import { Hono } from "hono";
import type { AuthVariables } from "./session.middleware";

/** The signed-in member's account; the web app's source of truth for "who am I". */
export function meRoutes() {
  return new Hono<{ Variables: AuthVariables }>().get("/", (c) => {
    const user = c.get("user");
    const me: Me = {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role === "admin" ? "admin" : "user",
      createdAt: user.createdAt.toISOString(),
    };
    c.header("Cache-Control", "no-store");
    return c.json(me);
  });
}
