import { Hono, type Context } from "hono";
import { deleteCookie } from "hono/cookie";
import { jsonBody } from "../../http/json-body";
import type { Auth } from "../auth/auth";
import type { AuthVariables } from "../auth/session.middleware";
import type { AccountDeletionService } from "./account-deletion.service";
import type { DataExportService } from "./data-export.service";

type Env = { Variables: AuthVariables & { json: unknown } };

/** The session's cookies, expired: the member is signed out in this browser at once. */
async function clearSessionCookies(c: Context, auth: Auth) {
  const { authCookies } = await auth.$context;
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    const { path, secure, httpOnly, sameSite, domain } = cookie.attributes;
    deleteCookie(c, cookie.name, { path, secure, httpOnly, sameSite, ...(domain ? { domain } : {}) });
  }
}

/**
 * `/api/account` (signed in): the member's own account as a whole. `DELETE /` deletes it (the password, or
 * a passkey's answer to `POST /delete-challenge`, in the body); `/export` requests and reads "download my data"; `/export/:token` is the zip, once, and
 * only with the session of the member it was made for.
 */
export function accountsRoutes(deps: { auth: Auth; exports: DataExportService; deletion: AccountDeletionService }) {
  const { auth, exports, deletion } = deps;
  return new Hono<Env>()
    .delete("/", jsonBody, async (c) => {
      const result = await deletion.deleteOwn(c.get("user").id, c.get("json"), c.req.header("origin"));
      await clearSessionCookies(c, auth);
      return c.json(result);
    })
    .post("/delete-challenge", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await deletion.passkeyChallenge(c.get("user").id));
    })
    .get("/export", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await exports.state(c.get("user").id));
    })
    .post("/export", async (c) => c.json({ export: await exports.request(c.get("user").id) }, 202))
    .get("/export/:token", async (c) => {
      c.header("Cache-Control", "no-store");
      const file = await exports.download(c.get("user").id, c.req.param("token"));
      return c.body(file.body, 200, {
        "Content-Type": "application/zip",
        "Content-Length": String(file.size),
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "X-Content-Type-Options": "nosniff",
      });
    });
}
