import type { BetterAuthPlugin } from "better-auth";

type SessionBefore = (session: { userId: string }, ctx: unknown) => Promise<unknown>;
type EndpointContext = {
  path?: string;
  headers?: Headers;
  context: {
    internalAdapter: { findUserById(id: string): Promise<{ twoFactorEnabled?: boolean | null } | null> };
    createAuthCookie(name: string): { name: string };
  };
};

/**
 * The admin plugin refuses a banned member's session the moment it would be created, which for a
 * password sign-in is right after the password: with two-factor on, the password alone would learn
 * the restriction, its statement and an appeal token (issue 28). For that one step the refusal waits:
 * the session is made as for any member with two-factor, and the two-factor plugin's own sign-in hook
 * deletes it at once and answers with the code challenge. The code (or backup code) step then creates
 * the session for real and meets the refusal there. A browser holding a "trusted device" cookie, which
 * would let the two-factor plugin keep the session, is refused at the password as before (we never
 * issue one: auth.routes strips `trustDevice`).
 */
export function banAfterSecondFactor<P extends BetterAuthPlugin>(plugin: P): P {
  const init = plugin.init;
  if (!init) return plugin;
  return {
    ...plugin,
    init: async (authContext) => {
      const result = await init(authContext);
      const hooks = result?.options?.databaseHooks;
      const refuseBanned = hooks?.session?.create?.before as SessionBefore | undefined;
      if (!result || !hooks?.session?.create || !refuseBanned) return result;
      const before: SessionBefore = async (session, ctx) => {
        const endpoint = ctx as EndpointContext | undefined;
        if (endpoint?.path === "/sign-in/email") {
          const trustCookie = endpoint.context.createAuthCookie("trust_device").name;
          const user = await endpoint.context.internalAdapter.findUserById(session.userId);
          if (user?.twoFactorEnabled && !endpoint.headers?.get("cookie")?.includes(`${trustCookie}=`)) return;
        }
        return refuseBanned(session, ctx);
      };
      return {
        ...result,
        options: {
          ...result.options,
          databaseHooks: { ...hooks, session: { ...hooks.session, create: { ...hooks.session.create, before } } },
        },
      } as typeof result;
    },
  };
}
