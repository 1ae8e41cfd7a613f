import { createECDH, randomUUID } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import webPush from "web-push";
import { z } from "zod";

/** The server's Web Push identity (RFC 8292): an ECDSA P-256 key pair, base64url, and who runs it. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const FILE = "vapid-keys.json";
const base64Url = /^[A-Za-z0-9_-]+$/;
const bytesOf = (value: string) => (base64Url.test(value) ? Buffer.from(value, "base64url") : Buffer.alloc(0));

/** The environment's keys, parsed in `env.ts` with the others. */
export const vapidEnvKeys = {
  VAPID_PUBLIC_KEY: z
    .string()
    .refine((value) => bytesOf(value).length === 65 && bytesOf(value)[0] === 0x04, {
      message:
        "must be an uncompressed P-256 public key, base64url (87 characters, from `npx web-push generate-vapid-keys`)",
    })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine((value) => bytesOf(value).length === 32, {
      message: "must be a P-256 private key, base64url (43 characters, from `npx web-push generate-vapid-keys`)",
    })
    .optional(),
  // Push services write here when something is wrong with our pushes: a mailbox or a page of ours.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "must be a mailto: address or an https:// URL")
    .optional(),
};

/**
 * What is wrong with the configured pair, if anything: both or neither, and the public key must be
 * the private key's (every push would be refused with 403 otherwise).
 */
export function vapidPairProblem(env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string }) {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey)
    return { path: publicKey ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY", message: "must be set with its pair" };
  const ecdh = createECDH("prime256v1");
  try {
    ecdh.setPrivateKey(bytesOf(privateKey));
  } catch {
    return { path: "VAPID_PRIVATE_KEY", message: "is not a valid P-256 private key" };
  }
  if (!ecdh.getPublicKey().equals(bytesOf(publicKey)))
    return { path: "VAPID_PUBLIC_KEY", message: "is not the public key of VAPID_PRIVATE_KEY" };
  return undefined;
}

/**
 * The keys from the configuration, or else the pair generated into the data directory on the first
 * start and reused afterwards: subscriptions are bound to the public key, so a new pair would end
 * every one of them. Several processes must share it: set the variables, or share DATA_DIR.
 */
export async function resolveVapidKeys(
  configured: { publicKey?: string; privateKey?: string },
  dataDir: string,
  subject: string,
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey)
    return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject };
  const file = path.join(dataDir, FILE);
  const stored = await readPair(file);
  if (stored) return { ...stored, subject };
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  // Written whole under a name of its own, then linked into place: a process starting beside this
  // one reads either no file or the whole pair, and whichever links first wins (theirs is read below).
  // Random, not the pid and the time: two starts in one process (the tests) can share both.
  const draft = `${file}.${randomUUID()}`;
  await writeFile(draft, `${JSON.stringify({ publicKey, privateKey }, null, 2)}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const pair = await readPair(file);
  if (!pair) throw new Error(`${file} does not hold a VAPID key pair`);
  return { ...pair, subject };
}

async function readPair(file: string): Promise<{ publicKey: string; privateKey: string } | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const PairSchema = z.object({ publicKey: z.string(), privateKey: z.string() });
  let pair: z.infer<typeof PairSchema> | undefined;
  try {
    pair = PairSchema.parse(JSON.parse(text));
  } catch {
    pair = undefined;
  }
  if (!pair || vapidPairProblem({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }))
    throw new Error(
      `${file} does not hold a valid VAPID key pair: remove it to make a new one (devices subscribed must subscribe again)`,
    );
  return { publicKey: pair.publicKey, privateKey: pair.privateKey };
}
