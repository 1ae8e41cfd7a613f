import { ROUTES, VERIFICATION_RESEND_LIMIT, VERIFY_EMAIL_TEXT } from "@kindred/contracts";
import { signJWT } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { users } from "../src/db/schema";
import { TestClient, uniqueEmail } from "./support/client";
import { startTestServer, type TestServer } from "./support/server";
import { inOneWindow } from "./support/rate-windows";
import { english } from "./support/text";

type ApiError = { error: { code: string; message: string } };

const SECRET = "a-test-secret-that-is-long-enough-for-auth";
const SUBJECT = "Confirm your email for Kindred";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ AUTH_SECRET: SECRET });
});
afterAll(() => server.close());

const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;
const mailsTo = (email: string, on = server) =>
  on.mail.mails.filter((mail) => mail.to.includes(email) && mail.subject === SUBJECT);

/** A new member, signed in, with the sign-up's verification mail already in. */
async function newMember(label: string, on = server) {
  const email = uniqueEmail(label);
  const member = new TestClient(on);
  expect((await member.signUp(email)).status).toBe(200);
  await on.mail.waitFor(email, SUBJECT);
  return { email, member };
}

/** Waits for the `count`th verification mail to the address. */
async function verificationMail(email: string, count: number, on = server) {
  for (let waited = 0; mailsTo(email, on).length < count; waited += 25) {
    if (waited > 5_000) throw new Error(`only ${mailsTo(email, on).length} verification mails to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return mailsTo(email, on)[count - 1]!;
}

describe("resending the verification mail", () => {
  it("sends a new link to the signed-in member's own address, whatever address or landing the request names", async () => {
    const { email, member } = await newMember("resend");
    const answer = await member.post("/api/auth/send-verification-email", {
      email: "someone-else@example.com",
      callbackURL: "https://elsewhere.example/",
    });
    expect(answer.status).toBe(200);

    const mail = await verificationMail(email, 2);
    expect(new URL(mail.link).searchParams.get("callbackURL")).toBe(ROUTES.quiz);
    expect(server.mail.mails.some((sent) => sent.to.includes("someone-else@example.com"))).toBe(false);

    const opened = await new TestClient(server).get(pathOf(mail.link));
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(`${ROUTES.quiz}?verified=1`);
  });

  it(`allows ${VERIFICATION_RESEND_LIMIT.max} an hour per member, then answers 429 with when to ask again`, async () => {
    // The production limit, unscaled.
    await inOneWindow(3600, 30);
    const strict = await startTestServer({ RATE_LIMIT_SCALE: "1" });
    onTestFinished(() => strict.close());
    const { email, member } = await newMember("limited", strict);
    for (let sent = 0; sent < VERIFICATION_RESEND_LIMIT.max; sent++) {
      expect((await member.post("/api/auth/send-verification-email")).status).toBe(200);
    }
    await verificationMail(email, VERIFICATION_RESEND_LIMIT.max + 1, strict);

    const refused = await member.post<ApiError>("/api/auth/send-verification-email");
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("RATE_LIMITED");
    const seconds = Number(refused.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(VERIFICATION_RESEND_LIMIT.windowSeconds);
    expect(refused.body.error.message).toBe(
      english(VERIFY_EMAIL_TEXT.resendLimited, { minutes: Math.ceil(seconds / 60) }),
    );
    expect(mailsTo(email, strict)).toHaveLength(VERIFICATION_RESEND_LIMIT.max + 1);

    // The limit is the member's, not the connection's: another member on it still gets theirs.
    const other = await newMember("neighbour", strict);
    expect((await other.member.post("/api/auth/send-verification-email")).status).toBe(200);
  }, 90_000);

  it("refuses a visitor and a member who is verified already", async () => {
    const visitor = await new TestClient(server).post<ApiError>("/api/auth/send-verification-email", {
      email: "anyone@example.com",
    });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe("UNAUTHENTICATED");

    const { email, member } = await newMember("done");
    await server.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const verified = await member.post<ApiError>("/api/auth/send-verification-email");
    expect(verified.status).toBe(409);
    expect(verified.body.error).toEqual({ code: "CONFLICT", message: VERIFY_EMAIL_TEXT.alreadyVerified });
  });
});

describe("the mailed link", () => {
  it("lands on the quiz saying so; opened again, on a page that says it was used", async () => {
    const { email } = await newMember("twice");
    const { link } = await verificationMail(email, 1);
    const visitor = new TestClient(server);

    const first = await visitor.get(pathOf(link));
    expect(first.headers.get("location")).toBe(`${ROUTES.quiz}?verified=1`);
    expect(visitor.hasSession).toBe(true);

    const again = await new TestClient(server).get(pathOf(link));
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe(`${ROUTES.verifyEmail}?link=used`);
  });

  it("sends a changed, an expired or a missing token to the dead-link page, verifying nothing", async () => {
    const { email } = await newMember("dead");
    const { link } = await verificationMail(email, 1);
    const url = new URL(link);
    const token = url.searchParams.get("token")!;
    const landing = async (search: string) =>
      (await new TestClient(server).get(`${url.pathname}?${search}`)).headers.get("location");

    const [head, payload, signature] = token.split(".");
    const tampered = `${head}.${payload}.${signature!.slice(0, -4)}${signature!.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    expect(await landing(`token=${tampered}&callbackURL=%2Fquiz`)).toBe(`${ROUTES.verifyEmail}?link=invalid`);

    const user = (await server.db.select().from(users).where(eq(users.email, email)))[0]!;
    const expired = await signJWT({ email, userId: user.id }, SECRET, -60);
    expect(await landing(`token=${expired}&callbackURL=%2Fquiz`)).toBe(`${ROUTES.verifyEmail}?link=expired`);
    expect(await landing(`token=&callbackURL=%2Fquiz`)).toBe(`${ROUTES.verifyEmail}?link=invalid`);
    expect(await landing("callbackURL=%2Fquiz")).toBe(`${ROUTES.verifyEmail}?link=invalid`);

    const [after] = await server.db.select().from(users).where(eq(users.email, email));
    expect(after!.emailVerified).toBe(false);
  });
});
