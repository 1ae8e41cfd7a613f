import { msg } from "@kindred/contracts";
import type { Config } from "./env";

/**
 * Which page origins may act for a signed-in member (every state-changing request, better-auth's own
 * check, the realtime socket). One policy, so no route can forget it.
 *
 * - Always: the public URL, plus Vite's dev server outside production (`npm run dev` proxies /api).
 * - When PUBLIC_URL is unset (the default start), also the address the request itself came to, so the
 *   app works at http://127.0.0.1:3000 or the machine's LAN address. A foreign page still cannot pass:
 *   its Origin differs from the Host it sends to. (Links in mails keep using the configured URL, never
 *   the Host header, so a forged Host cannot poison a reset link.)
 */
export type OriginPolicy = {
  /** The origins trusted for a request to this URL (better-auth asks per request). */
  trustedFor: (requestUrl: string | undefined) => string[];
  allows: (origin: string, requestUrl: string) => boolean;
  /** Where members should open Kindred, for the message a refused request gets. */
  publicOrigin: string;
  followsRequestHost: boolean;
};

export function createOriginPolicy(config: Pick<Config, "publicUrl" | "NODE_ENV" | "PUBLIC_URL">): OriginPolicy {
  const publicOrigin = new URL(config.publicUrl).origin;
  const dev = config.NODE_ENV === "production" ? [] : ["http://localhost:5173", "http://127.0.0.1:5173"];
  const fixed = [publicOrigin, ...dev];
  const followsRequestHost = !config.PUBLIC_URL;
  const ownOrigin = (requestUrl: string) => {
    try {
      return new URL(requestUrl).origin;
    } catch {
      return undefined;
    }
  };
  return {
    publicOrigin,
    followsRequestHost,
    trustedFor(requestUrl) {
      const own = followsRequestHost && requestUrl ? ownOrigin(requestUrl) : undefined;
      return own && !fixed.includes(own) ? [...fixed, own] : fixed;
    },
    allows(origin, requestUrl) {
      return fixed.includes(origin) || (followsRequestHost && origin === ownOrigin(requestUrl));
    },
  };
}

const FOREIGN_ORIGIN_TEXT = {
  direct: msg("This request came from a page at another address. Please open Kindred directly and try again."),
  at: msg("This request came from a page at another address. Please open Kindred at {origin} and try again."),
};

/** A refusal's English message and its placeholders' values, for the error handler to say in the request's language. */
export type OriginRefusal = { message: string; values?: Record<string, unknown> };

/** What a member sees when a page at another address tries to act for them. */
export function foreignOriginMessage(policy: OriginPolicy): OriginRefusal {
  return policy.followsRequestHost
    ? { message: FOREIGN_ORIGIN_TEXT.direct }
    : { message: FOREIGN_ORIGIN_TEXT.at, values: { origin: policy.publicOrigin } };
}
