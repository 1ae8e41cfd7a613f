// What `npm run bench:web` audits: the production server (`main.ts`, NODE_ENV=production) in its own
// process over the built app, on a fresh data directory and a free loopback port, with mail going to
// a real SMTP server kept here; and a signed-in member with a profile, made through the API.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MATCH_STYLES, type ProfileUpdateInput } from "@kindred/contracts";
import { PROOF_HEADER, proofFor, proofPurposeOf } from "../../apps/server/test/support/proof";
import { createRandom } from "../../apps/server/src/modules/demo/demo-random";
import { choosePortraitLook, renderPortrait } from "../../apps/server/src/modules/demo/portrait";
import { startSmtpCapture } from "../../apps/server/test/support/smtp";
import { freePort, waitUntilHealthy } from "./server-process";

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/server/src/main.ts");

export type WebServer = { url: string; close: () => Promise<void> };

export async function startWebServer(distDir: string): Promise<WebServer> {
  const [port, dataDir, smtp] = await Promise.all([
    freePort(),
    mkdtemp(path.join(tmpdir(), "kindred-bench-web-")),
    startSmtpCapture(),
  ]);
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      WEB_DIST_DIR: distDir,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      SMTP_URL: smtp.url,
      LOG_LEVEL: "warn",
      // Lighthouse loads each page a dozen times from one address; the limiter still runs.
      RATE_LIMIT_SCALE: "100",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  await waitUntilHealthy(url, child, { timeoutMs: 5 * 60_000, stop: close, stderr: () => stderr });
  return { url, close };
}

/** A member in London (a demo city, so the deck is full), as e2e's ADA_PROFILE. */
const PROFILE = {
  firstName: "Ada",
  lastName: "Lovelace",
  age: 34,
  gender: "female",
  interestedIn: "men",
  relationshipType: ["Long-term Relationship"],
  lookingFor: ["Marriage"],
  location: { country: "United Kingdom", city: "London" },
  bio: "Mathematician, first programmer, and fond of long walks that end in long conversations.",
  ethnicity: "white/caucasian",
  height: 165,
  weight: 58,
  relationshipStatus: "single",
  hasChildren: false,
  mbtiType: "INTJ",
  religion: "agnosticism",
  languages: ["English"],
  interests: ["Reading"],
  communicationStyle: null,
  loveLanguage: null,
  education: null,
  occupation: "",
  dealBreakers: [],
} satisfies ProfileUpdateInput;

/** Signs a new member up and saves their profile and match style; answers their Cookie header. */
export async function signedInMember(url: string, profile: ProfileUpdateInput = PROFILE): Promise<string> {
  const email = `bench-web-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@example.com`;
  const signUp = await send(url, "POST", "/api/auth/sign-up/email", { email, password: "a-long-enough-secret" });
  const cookie = signUp.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("Sign-up set no session cookie.");
  await send(url, "PUT", "/api/profile", profile, cookie);
  await send(url, "PUT", "/api/profile/match-style", { matchStyle: MATCH_STYLES[0] }, cookie);
  return cookie;
}

/**
 * Men in London with a portrait each, for Ada's deck: a production server never seeds the demo
 * community (nor shows one seeded before), so /match would audit its empty state instead of a card.
 */
export async function deckForAda(url: string, count = 12): Promise<void> {
  for (let i = 0; i < count; i++) {
    const cookie = await signedInMember(url, {
      ...PROFILE,
      firstName: `Theo${i}`,
      lastName: "Bench",
      age: 30 + i,
      gender: "male",
      interestedIn: "women",
      bio: "Engineer by day, amateur astronomer by night; happiest on a long walk with a good question.",
    });
    const { main } = await renderPortrait(
      choosePortraitLook(createRandom(i + 1), { gender: "male", age: 30 + i }, 1),
      0,
    );
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(main.bytes)], { type: main.contentType }), `portrait.${main.ext}`);
    const response = await fetch(`${url}/api/photos`, { method: "POST", headers: { origin: url, cookie }, body: form });
    if (response.status !== 201) throw new Error(`Photo upload: ${response.status} ${await response.text()}`);
  }
}

/** An API call as the app's own page makes it: its origin, and a solved proof-of-work where one is asked. */
async function send(url: string, method: string, apiPath: string, body: unknown, cookie = "") {
  const purpose = proofPurposeOf(method, apiPath);
  const response = await fetch(`${url}${apiPath}`, {
    method,
    headers: {
      "content-type": "application/json",
      origin: url,
      ...(cookie ? { cookie } : {}),
      ...(purpose ? { [PROOF_HEADER]: await proofFor(url, purpose) } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return response;
}
