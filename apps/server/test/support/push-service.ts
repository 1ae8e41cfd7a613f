import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { PushPayloadSchema, type PushPayload } from "@kindred/contracts";
import { decrypt } from "http_ece";

/** A browser's subscription, with the private half only the browser holds. */
export type TestDevice = {
  id: string;
  /** What the browser hands the page: `PushSubscription.toJSON()`. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: Buffer;
  /** Pushes delivered to this device (answered 201), decrypted and checked. */
  received: Received[];
};
export type Received = {
  payload: PushPayload;
  /** When the request arrived (Date.now()). */
  at: number;
  headers: { ttl: string | undefined; urgency: string | undefined; topic: string | undefined };
  /** The VAPID public key the request was signed with (the `k` of its Authorization). */
  vapidKey: string;
};

const b64u = (bytes: Buffer) => bytes.toString("base64url");
const json = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;

/**
 * A push service on loopback, as a browser's vendor runs one (RFC 8030): each device has its own
 * endpoint. Every request is checked as a real push service and browser would: the VAPID JWT (RFC
 * 8292: ES256 verified with the key in `k`, `aud` this origin, `exp` within a day), then its body
 * decrypted with the device's private key and auth secret (RFC 8291, aes128gcm). A request that fails
 * a check is answered 400 and noted in `problems`. `answers` scripts a device's next statuses (a 410,
 * a 500) before the default 201.
 */
export async function startPushService() {
  const devices = new Map<string, TestDevice>();
  const answers = new Map<string, number[]>();
  const problems: string[] = [];
  const waiters = new Set<() => void>();
  let requests = 0;

  function check(request: IncomingMessage, body: Buffer, device: TestDevice): Received {
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(request.headers.authorization ?? "");
    if (!match) throw new Error(`no VAPID authorization: ${request.headers.authorization}`);
    const [, jwt, key] = match as unknown as [string, string, string];
    const [header, claims, signature] = jwt.split(".") as [string, string, string];
    if (json(header).alg !== "ES256") throw new Error("the JWT is not ES256");
    const point = Buffer.from(key, "base64url");
    const publicKey = createPublicKey({
      key: { kty: "EC", crv: "P-256", x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) },
      format: "jwk",
    });
    const signed = Buffer.from(`${header}.${claims}`);
    const valid = verify(
      "sha256",
      signed,
      { key: publicKey, dsaEncoding: "ieee-p1363" },
      Buffer.from(signature, "base64url"),
    );
    if (!valid) throw new Error("the JWT's signature does not verify with k");
    const { aud, exp, sub } = json(claims) as { aud: string; exp: number; sub: string };
    if (aud !== origin) throw new Error(`aud ${aud} is not ${origin}`);
    const now = Date.now() / 1000;
    if (!(exp > now && exp <= now + 24 * 3600 + 5)) throw new Error(`exp ${exp} is not within a day`);
    if (!/^(mailto:|https:)/.test(sub)) throw new Error(`sub ${sub} is neither mailto: nor https:`);
    if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
    const plain = decrypt(body, { version: "aes128gcm", privateKey: device.ecdh, authSecret: b64u(device.auth) });
    return {
      payload: PushPayloadSchema.strict().parse(JSON.parse(plain.toString("utf8"))),
      at: Date.now(),
      headers: {
        ttl: request.headers.ttl as string | undefined,
        urgency: request.headers.urgency as string | undefined,
        topic: request.headers.topic as string | undefined,
      },
      vapidKey: key,
    };
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests += 1;
      const device = devices.get(request.url?.replace(/^\/push\//, "") ?? "");
      if (!device || request.method !== "POST") return response.writeHead(404).end();
      const scripted = answers.get(device.id)?.shift();
      let status = scripted ?? 201;
      try {
        const received = check(request, Buffer.concat(chunks), device);
        if (status === 201) device.received.push(received);
      } catch (error) {
        problems.push(String(error));
        status = 400;
      }
      response.writeHead(status).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    problems,
    /** Requests answered so far, whatever their status. */
    requests: () => requests,
    /** A new browser: its key pair, auth secret and endpoint. */
    device(): TestDevice {
      const id = randomUUID();
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const subscription = {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
      };
      const device: TestDevice = { id, subscription, ecdh, auth, received: [] };
      devices.set(id, device);
      return device;
    },
    /** The statuses this device's next requests get, in turn (then 201 again). */
    answer(device: TestDevice, ...statuses: number[]) {
      answers.set(device.id, statuses);
    },
    /** Resolves once the device holds `count` pushes. */
    waitFor(device: TestDevice, count = 1, timeoutMs = 10_000): Promise<Received[]> {
      return new Promise((resolve, reject) => {
        const wake = () => {
          if (device.received.length < count) return;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(device.received);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(`${device.received.length} of ${count} pushes within ${timeoutMs} ms (${problems.join("; ")})`),
          );
        }, timeoutMs);
        waiters.add(wake);
        wake();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type PushService = Awaited<ReturnType<typeof startPushService>>;
