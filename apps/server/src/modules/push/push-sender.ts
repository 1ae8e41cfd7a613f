import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { Agent as HttpsAgent } from "node:https";
import { BlockList, createConnection, type LookupFunction, type Socket } from "node:net";
import { PUSH_DELIVERY, type PushKind, type PushPayload } from "@kindred/contracts";
import webPush from "web-push";
import type { VapidKeys } from "../../config/vapid";
import type { Destination } from "./push.repository";

/**
 * What became of one push: accepted; the subscription is gone (404, 410: delete it); refused for
 * good (another 4xx: our request is wrong for that service, a retry would be too); or worth another
 * try (no answer, 408, 429, 5xx).
 */
export type SendOutcome = { result: "sent" | "gone" | "refused" | "retry"; status?: number; error?: string };

/** How long a push service may take to answer before the push counts as failed (and is retried). */
const TIMEOUT_MS = 10_000;

/** Addresses no push service has: this machine, private networks, link-local. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const)
  PRIVATE.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["::ffff:0:0", 96],
] as const)
  PRIVATE.addSubnet(net, prefix, "ipv6");

/** DNS as usual, but a name that resolves to a private address fails: members name the endpoints. */
const publicOnly: LookupFunction = (hostname, options, callback) =>
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const found = addresses.find((entry) => PRIVATE.check(entry.address, entry.family === 6 ? "ipv6" : "ipv4"));
    if (found || addresses.length === 0)
      return callback(Object.assign(new Error(`${hostname} is not a public address`), { code: "EPRIVATE" }), "", 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });

/**
 * An https agent that speaks plain http: web-push sends with https.request only, and the tests' push
 * service listens on loopback without TLS. Used for http: endpoints, which only the tests may store.
 */
class PlainHttpAgent extends HttpsAgent {
  override createConnection(options: { host?: string | null; port?: number | null }): Socket {
    return createConnection({ host: options.host ?? "127.0.0.1", port: options.port ?? 80 });
  }
}

/** Sends one push with web-push (VAPID signed, aes128gcm encrypted for the subscription). */
export function createPushSender(vapid: VapidKeys) {
  const publicAgent = new HttpsAgent({ keepAlive: true, lookup: publicOnly });
  const plainAgent = new PlainHttpAgent({ keepAlive: true });
  return async function send(to: Destination, kind: PushKind, payload: PushPayload): Promise<SendOutcome> {
    const { ttlSeconds, urgency } = PUSH_DELIVERY[kind];
    try {
      await webPush.sendNotification(
        { endpoint: to.endpoint, keys: { p256dh: to.p256dh, auth: to.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: vapid,
          TTL: ttlSeconds,
          urgency,
          // Pushes with one topic replace each other while they wait at the push service for a device
          // that is away (RFC 8030): one per conversation. A tag is a uuid (32 characters without dashes) or "likes".
          topic: payload.tag.replace(/[^A-Za-z0-9]/g, "").slice(0, 32),
          timeout: TIMEOUT_MS,
          agent: to.endpoint.startsWith("http:") ? plainAgent : publicAgent,
        },
      );
      return { result: "sent" };
    } catch (error) {
      if (!(error instanceof webPush.WebPushError)) {
        const code = (error as NodeJS.ErrnoException).code;
        // Never the error's text: web-push's errors may quote the endpoint, a capability URL.
        return { result: code === "EPRIVATE" ? "refused" : "retry", error: code ?? "network error" };
      }
      const status = error.statusCode;
      if (status === 404 || status === 410) return { result: "gone", status };
      if (status === 408 || status === 429 || status >= 500) return { result: "retry", status };
      return { result: "refused", status };
    }
  };
}
export type PushSend = ReturnType<typeof createPushSender>;
