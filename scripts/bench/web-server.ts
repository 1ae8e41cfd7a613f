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
import { startSmtpCapture } from "../../apps/server/test/support/smtp";
import { freePort, waitUntilHealthy } from "./server-process";

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/server/src/main.ts");

export type WebServer = { url: string; close: () => Promise<void> };

/**
 * With `demo`, the server seeds its demo community first (as a fresh install on PGlite does), so
 * /match has cards with photos to show; that takes about a minute on the shared machine.
 */
export async function startWebServer(distDir: string, { demo }: { demo: boolean }): Promise<WebServer> {
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
      SEED_DEMO: demo ? "1" : "0",
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
export async function signedInMember(url: string): Promise<string> {
  // Writes must come from the app's own origin, as a browser's do.
  const send = async (method: string, apiPath: string, body: unknown, cookie = "") => {
    const purpose = proofPurposeOf(method, apiPath);
    const response = await fetch(`${url}${apiPath}`, {
      method,
      headers: {
        "content-type": "application/json",
        origin: url,
        ...(cookie ? { cookie } : {}),
        // A sign-up carries a solved proof-of-work, as the page's widget sends.
        ...(purpose ? { [PROOF_HEADER]: await proofFor(url, purpose) } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
    return response;
  };
  const email = `bench-web-${Date.now().toString(36)}@example.com`;
  const signUp = await send("POST", "/api/auth/sign-up/email", { email, password: "a-long-enough-secret" });
  const cookie = signUp.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("Sign-up set no session cookie.");
  await send("PUT", "/api/profile", PROFILE, cookie);
  await send("PUT", "/api/profile/match-style", { matchStyle: MATCH_STYLES[0] }, cookie);
  return cookie;
}
