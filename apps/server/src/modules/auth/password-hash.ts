import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// OWASP ASVS 5.0 appendix C: scrypt with N >= 2^17, r = 8, p = 1. better-auth's default (N = 2^14,
// r = 16) is below that, so we hash ourselves. Parameters travel inside the hash, so raising them later
// keeps old hashes verifiable.
const KEY_LENGTH = 64;
const PREFIX = "scrypt";

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const scryptOptions = (logN: number, r: number, p: number): ScryptOptions => ({
  N: 2 ** logN,
  r,
  p,
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below what N = 2^17 uses.
  maxmem: 256 * 2 ** logN * r,
});

export function createPasswordHasher(logN: number) {
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16);
      const key = await derive(password, salt, scryptOptions(logN, 8, 1));
      return [PREFIX, logN, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const parts = hash.split("$");
      if (parts.length !== 6 || parts[0] !== PREFIX) return false;
      const [, logNText, rText, pText, saltText, keyText] = parts as [string, string, string, string, string, string];
      const expected = Buffer.from(keyText, "base64");
      const key = await derive(
        password,
        Buffer.from(saltText, "base64"),
        scryptOptions(Number(logNText), Number(rText), Number(pText)),
      );
      return key.length === expected.length && timingSafeEqual(key, expected);
    },
  };
}

export function readHashParameters(hash: string): { N: number; r: number; p: number } | undefined {
  const [prefix, logN, r, p] = hash.split("$");
  if (prefix !== PREFIX) return undefined;
  return { N: 2 ** Number(logN), r: Number(r), p: Number(p) };
}
