// The production smoke test (issue 29): Caddy with TLS in front of two Kindred processes in production
// mode, on PostgreSQL and S3 storage, checked through https only. Run by scripts/smoke/production.sh,
// which provides Caddy and the throw-away PostgreSQL. Prints each check with its time; exits 1 on a failure.
import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { REALTIME_CLOSE, type Message, type Photo, type ProfileUpdateInput } from "@kindred/contracts";
import sharp from "sharp";
import { Browser, within, type Answer } from "./https-client";
import { BUCKET, startTopology, type Topology } from "./topology";

const PASSWORD = "a-long-enough-secret";
const run = Date.now().toString(36);
const emailOf = (name: string) => `${name}-${run}@example.com`;
const ADMIN_EMAIL = emailOf("admin");

// Each member's browser has an address of its own on the loopback network (rate limits key on it).
const ADDRESSES = {
  admin: "127.0.0.10",
  ada: "127.0.0.11",
  ben: "127.0.0.12",
  spoofer: "127.0.0.1",
  other: "127.0.0.2",
};

const PROFILE = {
  lastName: "Smoke",
  age: 34,
  relationshipType: ["Long-term Relationship"],
  lookingFor: ["Marriage"],
  location: { country: "United States", state: "Texas", city: "Austin" },
  bio: "Here to check that everything works behind the proxy, and to meet someone along the way.",
  ethnicity: "white/caucasian",
  height: 170,
  weight: 65,
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
} satisfies Omit<ProfileUpdateInput, "firstName" | "gender" | "interestedIn">;

// The SDK's notice that its releases after January 2027 need Node 22 (we read the bucket once, in a test).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(2)} s`;

let stopTopology: () => Promise<void> = async () => undefined;
const dir = await mkdtemp(path.join(tmpdir(), "kindred-smoke-"));
const browsers: Browser[] = [];
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  for (const browser of browsers) browser.close();
  await stopTopology();
  await rm(dir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(1)));
}

let topology: Topology | undefined;
let failed = false;
try {
  const startedAt = performance.now();
  topology = await startTopology(dir, ADMIN_EMAIL, (stop) => (stopTopology = stop));
  console.log(`✓ started Caddy, two app processes (${topology.server}), S3 and SMTP (${seconds(startedAt)})`);
  await checks(topology);
} catch (error) {
  failed = true;
  console.error(`✗ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  if (topology) console.error(await topology.tails());
} finally {
  await cleanUp();
}
console.log(`${failed ? "FAILED" : "passed"}: production smoke in ${seconds(started)}`);
process.exit(failed ? 1 : 0);

async function check(name: string, body: () => Promise<void>) {
  const at = performance.now();
  try {
    await body();
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  console.log(`✓ ${name} (${seconds(at)})`);
}

async function checks(t: Topology) {
  const { publicUrl: site, processA, processB } = t;
  const browser = (address: string) => {
    const made = new Browser({ ca: t.ca, localAddress: address, origin: site });
    browsers.push(made);
    return made;
  };
  const admin = browser(ADDRESSES.admin);
  const ada = browser(ADDRESSES.ada);
  const ben = browser(ADDRESSES.ben);
  const ids = { ada: "", ben: "" };
  let matchId = "";

  await check("sign-up and sign-in over https: Secure, HttpOnly, SameSite session cookie and HSTS", async () => {
    const signUp = await ada.post(site, "/api/auth/sign-up/email", { email: emailOf("ada"), password: PASSWORD });
    expectStatus(signUp, 200);
    expectSecureSession(signUp);
    const again = browser(ADDRESSES.ada);
    const signIn = await again.post(site, "/api/auth/sign-in/email", { email: emailOf("ada"), password: PASSWORD });
    expectStatus(signIn, 200);
    expectSecureSession(signIn);
    const me = await again.get(site, "/api/me");
    expectStatus(me, 200);
    ids.ada = me.json<{ id: string }>().id;
  });

  await check("the first admin: ADMIN_EMAILS, once the address is verified from the mail (real SMTP)", async () => {
    expectStatus(await admin.post(site, "/api/auth/sign-up/email", { email: ADMIN_EMAIL, password: PASSWORD }), 200);
    const mail = await t.smtp.waitFor(ADMIN_EMAIL, undefined, 10_000);
    assert.ok(mail.link.startsWith(`${site}/`), `the mail's link is on PUBLIC_URL: ${mail.link}`);
    const verified = await admin.get(site, mail.link.slice(site.length));
    assert.ok(verified.status < 400, `verification answered ${verified.status}`);
    // A new session, read fresh by whichever process serves it.
    expectStatus(await admin.post(site, "/api/auth/sign-in/email", { email: ADMIN_EMAIL, password: PASSWORD }), 200);
    assert.equal((await admin.get(site, "/api/me")).json<{ role: string }>().role, "admin");
  });

  await check("a photo uploaded through process A reads back byte for byte through process B", async () => {
    expectStatus(await ben.post(site, "/api/auth/sign-up/email", { email: emailOf("ben"), password: PASSWORD }), 200);
    expectStatus(
      await ada.put(site, "/api/profile", { ...PROFILE, firstName: "Ada", gender: "female", interestedIn: "men" }),
      200,
    );
    const benProfile = await ben.put(site, "/api/profile", {
      ...PROFILE,
      firstName: "Ben",
      gender: "male",
      interestedIn: "women",
    });
    expectStatus(benProfile, 200);
    ids.ben = benProfile.json<{ profile: { id: string } }>().profile.id;

    const picture = await sharp({ create: { width: 480, height: 360, channels: 3, background: "#c04040" } })
      .jpeg()
      .toBuffer();
    const uploaded = await ada.upload(processA, "/api/photos", picture, "image/jpeg", "smoke.jpg");
    expectStatus(uploaded, 201);
    const photo = uploaded.json<Photo>();
    const read = await ada.get(processB, photo.url);
    expectStatus(read, 200);
    assert.match(String(read.headers["content-type"]), /^image\//);
    const stored = await storedPhoto(t, ids.ada);
    assert.ok(read.body.equals(stored), `process B's bytes (${read.body.length}) are the bucket's (${stored.length})`);
  });

  await check("a message sent through process A arrives live on a socket held by process B", async () => {
    expectStatus(await ada.post(processA, "/api/likes", { targetId: ids.ben }), 201);
    const back = await ben.post(site, "/api/likes", { targetId: ids.ada });
    assert.equal(back.json<{ outcome: string }>().outcome, "matched");
    matchId = back.json<{ matchId: string }>().matchId;
    const benTab = await ben.socket(processB);
    const sent = await ada.post(processA, `/api/conversations/${matchId}/messages`, {
      clientId: `smoke-${run}`,
      content: "Hello across the proxy",
    });
    expectStatus(sent, 201);
    const { message } = sent.json<{ message: Message }>();
    const arrived = await benTab.next("message.created", (event) => event.message.id === message.id);
    assert.equal(arrived.message.content, "Hello across the proxy");
    benTab.close();
  });

  await check("a ban through process A closes the member's socket on process B (session ended)", async () => {
    const benTab = await ben.socket(processB);
    const ban = await admin.post(processA, `/api/admin/members/${ids.ben}/ban`, {
      reason: "Spam",
      rule: "no-spam-or-solicitation",
    });
    expectStatus(ban, 200);
    const { code } = await within(benTab.closed, 10_000, "the banned member's socket closing");
    assert.equal(code, REALTIME_CLOSE.sessionEnded);
    expectStatus(await ben.get(processB, "/api/me"), 401);
  });

  await check("rate limits key on the real client address, whatever X-Forwarded-For says", async () => {
    const spoofer = browser(ADDRESSES.spoofer);
    const other = browser(ADDRESSES.other);
    // Five password-reset mails per address per 15 minutes (RATE_LIMIT_SCALE=1, as in production); an
    // unknown address gets the same answer as a known one, and nothing to hash, so it is quick to ask.
    const attempt = (from: Browser, forwardedFor: string, n: number) =>
      from.request(site, "POST", "/api/auth/request-password-reset", {
        json: { email: emailOf(`nobody-${n}`), redirectTo: `${site}/reset-password` },
        headers: { "x-forwarded-for": forwardedFor, "x-real-ip": forwardedFor },
      });
    const statuses: number[] = [];
    for (let n = 0; n < 8; n++) statuses.push((await attempt(spoofer, `203.0.113.${n + 1}`, n)).status);
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429, 429], "each attempt claimed a new address");
    // Another address is its own bucket, even when it claims to be the one that is limited.
    expectStatus(await attempt(other, ADDRESSES.spoofer, 9), 200);
    // A client's request id does not reach the app's log either: Caddy names every request.
    const named = await other.request(site, "GET", "/api/health", { headers: { "x-request-id": "chosen-by-client" } });
    assert.match(String(named.headers["x-request-id"]), /^[0-9a-f-]{36}$/);
  });
}

function expectStatus(answer: Answer, status: number) {
  assert.equal(answer.status, status, `HTTP ${answer.status}: ${answer.body.toString("utf8").slice(0, 300)}`);
}

function expectSecureSession(answer: Answer) {
  const session = answer.setCookies.find((cookie) => /session_token=/.test(cookie));
  assert.ok(session, `a session cookie is set (got ${answer.setCookies.join(" | ")})`);
  assert.match(session, /^__Secure-/, "the cookie name carries the __Secure- prefix");
  assert.match(session, /;\s*Secure/i);
  assert.match(session, /;\s*HttpOnly/i);
  assert.match(session, /;\s*SameSite=Lax/i);
  assert.match(String(answer.headers["strict-transport-security"]), /max-age=\d{7,}/);
}

/** The photo's main file as the bucket holds it. */
async function storedPhoto(t: Topology, userId: string): Promise<Buffer> {
  const client = t.s3.client(BUCKET);
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `profile_photos/${userId}/` }));
  const key = listed.Contents?.map((object) => object.Key ?? "").find((name) => !name.includes("_preview"));
  assert.ok(key, "the photo is in the bucket");
  const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}
