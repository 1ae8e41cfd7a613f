import { isIP } from "node:net";
import { PUSH_TEXT } from "@kindred/contracts";

const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost"]);
/** Names that only mean something on this machine or a private network. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|lan|home\.arpa)$/;

/**
 * Why an endpoint cannot be a push service's, or null when it can be: an https URL on a named public
 * host. The server posts to whatever endpoint a member sends, so an address on this machine or a
 * private network is refused (the sender's lookup refuses names that resolve there too).
 * `allowLoopbackHttp`: the tests' own push service, plain http on 127.0.0.1.
 */
export function pushEndpointProblem(endpoint: string, allowLoopbackHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return PUSH_TEXT.endpointMalformed;
  }
  if (url.username || url.password || !url.hostname) return PUSH_TEXT.endpointMalformed;
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (allowLoopbackHttp && LOOPBACK.has(host) && (url.protocol === "http:" || url.protocol === "https:")) return null;
  if (url.protocol !== "https:") return PUSH_TEXT.endpointNotHttps;
  if (isIP(host) !== 0 || !host.includes(".") || LOCAL_NAME.test(host)) return PUSH_TEXT.endpointPrivate;
  return null;
}
