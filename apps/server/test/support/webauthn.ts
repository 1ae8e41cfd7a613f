import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { expect } from "vitest";
import type { TestClient } from "./client";

/**
 * A software passkey authenticator for API-level tests: what Chromium's virtual authenticator does in
 * the e2e journeys (an ES256 key, "none" attestation, a discoverable credential), built by hand so the
 * server's real WebAuthn verification runs.
 */

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
    const out = Buffer.alloc(5);
    out[0] = (major << 5) | 26;
    out.writeUInt32BE(length, 1);
    return out;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) {
    const parts = [head(5, value.size)];
    for (const [key, item] of value) parts.push(cbor(key), cbor(item));
    return Buffer.concat(parts);
  }
  throw new Error(`cbor: unsupported ${typeof value}`);
}

type RegistrationOptions = { challenge: string; rp: { id: string }; user: { id: string } };
type AuthenticationOptions = { challenge: string; rpId?: string };

export type SoftPasskey = {
  credentialId: string;
  /** The answer navigator.credentials.create would give, as JSON (for /passkey/verify-registration). */
  register: (options: RegistrationOptions, origin: string) => Record<string, unknown>;
  /**
   * The answer navigator.credentials.get would give, as JSON (for /passkey/verify-authentication).
   * `userVerified: false` is a touch without the PIN or biometric.
   */
  assert: (options: AuthenticationOptions, origin: string, how?: { userVerified?: boolean }) => Record<string, unknown>;
};

export function createSoftPasskey(rpId = "localhost"): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const rawId = randomBytes(16);
  const credentialId = b64url(rawId);
  let counter = 0;
  let userHandle = "";

  const authData = (flags: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };

  return {
    credentialId,
    register(options, origin) {
      userHandle = options.user.id;
      const jwk = (publicKey as KeyObject).export({ format: "jwk" });
      const coseKey = new Map<number, unknown>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, rawId, cbor(coseKey)]);
      const clientData = JSON.stringify({
        type: "webauthn.create",
        challenge: options.challenge,
        origin,
        crossOrigin: false,
      });
      const attestation = cbor(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData(0x45, attested)], // user present, verified, attested credential data
        ]),
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: "public-key",
        response: {
          clientDataJSON: b64url(Buffer.from(clientData)),
          attestationObject: b64url(attestation),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    assert(options, origin, { userVerified = true } = {}) {
      counter += 1;
      const data = authData(userVerified ? 0x05 : 0x01); // user present, and verified or not
      const clientData = Buffer.from(
        JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin, crossOrigin: false }),
      );
      const signature = sign("sha256", Buffer.concat([data, sha256(clientData)]), privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}

/** Adds a software passkey to the member behind `client`, as the Security tab does: options, answer, verification. */
export async function registerSoftPasskey(
  client: TestClient,
  origin: string,
  { name, headers = {} }: { name?: string; headers?: Record<string, string> } = {},
): Promise<SoftPasskey> {
  const key = createSoftPasskey();
  const options = await client.request<RegistrationOptions>("GET", "/api/auth/passkey/generate-register-options", {
    headers,
  });
  expect(options.status).toBe(200);
  expect(options.body.rp.id).toBe("localhost");
  const verified = await client.request("POST", "/api/auth/passkey/verify-registration", {
    json: { response: key.register(options.body, origin), ...(name ? { name } : {}) },
    headers,
  });
  expect([verified.status, verified.body]).toEqual([200, { status: true }]);
  return key;
}
