// Bot defence (issue 31): a proof-of-work solution before a sign-up, a password reset and a report;
// each solution is accepted once, for its own purpose, before it expires; harder challenges for an
// address that keeps signing up.
import { PROOF_OF_WORK, PROOF_TEXT, type ProofPurpose } from "@kindred/contracts";
import type { Challenge } from "altcha-lib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reports, users } from "../src/db/schema";
import { createRateLimiter } from "../src/lib/rate-limiter";
import { createProofOfWorkRepository } from "../src/modules/proof-of-work/proof-of-work.repository";
import { createProofOfWorkService } from "../src/modules/proof-of-work/proof-of-work.service";
import { TestClient, uniqueEmail } from "./support/client";
import { matchedPair } from "./support/matched";
import { PROOF_HEADER, proofFor, solveProof } from "./support/proof";
import { startTestServer, type TestServer } from "./support/server";

type Refusal = { error: { code: string; message: string } };
const SECRET = "proof-of-work-test-secret-of-at-least-32-chars";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ AUTH_SECRET: SECRET });
});
afterAll(() => server.close());

const challenge = async (purpose: ProofPurpose) =>
  (await new TestClient(server).get<Challenge>(`/api/proof-of-work/challenge?for=${purpose}`)).body;
const signUp = (email: string, proof: string) =>
  new TestClient(server).request<Refusal>("POST", "/api/auth/sign-up/email", {
    json: { email, password: "a-long-enough-secret" },
    headers: { [PROOF_HEADER]: proof },
  });
const accounts = async (email: string) => server.db.$count(users, eq(users.email, email));
const edit = (
  proof: string,
  change: (payload: { challenge: Challenge; solution: Record<string, unknown> }) => void,
) => {
  const payload = JSON.parse(Buffer.from(proof, "base64").toString("utf8"));
  change(payload);
  return Buffer.from(JSON.stringify(payload)).toString("base64");
};

describe("harder challenges", () => {
  it("come to an address once it has signed up three accounts in the past hour", async () => {
    const first = await challenge("sign-up");
    expect(first.parameters.data).toEqual({ for: "sign-up", harder: false });
    for (let i = 0; i < PROOF_OF_WORK.harderAfter; i += 1)
      expect((await signUp(uniqueEmail(), await proofFor(server.url, "sign-up"))).status).toBe(200);
    const harder = await challenge("sign-up");
    expect(harder.parameters.data).toEqual({ for: "sign-up", harder: true });
    // Its answer lies past a normal challenge's last attempt (4 here; 8 times as many for a harder one).
    const solved = JSON.parse(Buffer.from(await solveProof(harder), "base64").toString("utf8"));
    expect(solved.solution.counter).toBeGreaterThan(4);
    // Reports and resets are not made harder by sign-ups.
    expect((await challenge("report")).parameters.data).toEqual({ for: "report", harder: false });
  });
});

describe("a sign-up", () => {
  it("without a solution, or with one that is not a solution, is refused and makes no account", async () => {
    const email = uniqueEmail();
    const missing = await signUp(email, "");
    expect([missing.status, missing.body.error]).toEqual([
      400,
      { code: "PROOF_REQUIRED", message: PROOF_TEXT.missing },
    ]);
    for (const junk of [
      "not base64 at all!",
      Buffer.from("{}").toString("base64"),
      Buffer.from("[1]").toString("base64"),
    ]) {
      const refused = await signUp(email, junk);
      expect([refused.status, refused.body.error]).toEqual([
        400,
        { code: "PROOF_INVALID", message: PROOF_TEXT.invalid },
      ]);
    }
    expect(await accounts(email)).toBe(0);
  });

  it("with a mistake in its input says so and spends nothing: the same solution then works", async () => {
    const proof = await proofFor(server.url, "sign-up");
    const email = uniqueEmail();
    const short = await new TestClient(server).request<Refusal>("POST", "/api/auth/sign-up/email", {
      json: { email, password: "short" },
      headers: { [PROOF_HEADER]: proof },
    });
    expect([short.status, short.body.error.code]).toEqual([400, "VALIDATION_FAILED"]);
    expect((await signUp(email, proof)).status).toBe(200);
  });

  it("is accepted once per solution: the same solution again is refused", async () => {
    const proof = await proofFor(server.url, "sign-up");
    const [a, b] = [uniqueEmail(), uniqueEmail()];
    expect((await signUp(a, proof)).status).toBe(200);
    const replay = await signUp(b, proof);
    expect([replay.status, replay.body.error.message]).toEqual([400, PROOF_TEXT.reused]);
    expect([await accounts(a), await accounts(b)]).toEqual([1, 0]);
  });

  it("refuses a forged solution or challenge, an expired one, and another purpose's", async () => {
    const email = uniqueEmail();
    const proof = await proofFor(server.url, "sign-up");
    const wrongKey = edit(proof, (p) => (p.solution.derivedKey = "00".repeat(32)));
    const cheaper = edit(proof, (p) => (p.challenge.parameters.cost = 1_000_000));
    const renamed = edit(proof, (p) => (p.challenge.parameters.data = { for: "sign-up", harder: false, extra: 1 }));
    for (const forged of [wrongKey, cheaper, renamed])
      expect((await signUp(email, forged)).body.error.message).toBe(PROOF_TEXT.invalid);

    // Issued by this server's key eleven minutes ago: past its ten.
    const past = createProofOfWorkService({
      repo: createProofOfWorkRepository(server.db),
      limiter: createRateLimiter(server.db),
      secret: SECRET,
      cost: 1,
      attempts: 4,
      now: () => Date.now() - 11 * 60 * 1000,
    });
    const expired = await signUp(email, await solveProof(await past.challenge("sign-up", "127.0.0.1")));
    expect([expired.status, expired.body.error.message]).toEqual([400, PROOF_TEXT.expired]);

    const report = await signUp(email, await proofFor(server.url, "report"));
    expect([report.status, report.body.error.message]).toEqual([400, PROOF_TEXT.wrongPurpose]);
    expect(await accounts(email)).toBe(0);
    // The genuine solution still works after all that.
    expect((await signUp(email, proof)).status).toBe(200);
  });
});

describe("a password reset and a report", () => {
  it("each need their own solution; a visitor's report is refused for who they are first", async () => {
    const { a, matchId } = await matchedPair(server, ["Oli", "Pam"]);
    const reset = await new TestClient(server).request<Refusal>("POST", "/api/auth/request-password-reset", {
      json: { email: a.email, redirectTo: "/reset-password" },
      headers: { [PROOF_HEADER]: "" },
    });
    expect([reset.status, reset.body.error.code]).toEqual([400, "PROOF_REQUIRED"]);

    const body = { kind: "conversation", targetId: matchId, category: "other", reason: "Rude" };
    const bare = await a.client.request<Refusal>("POST", "/api/reports", {
      json: body,
      headers: { [PROOF_HEADER]: "" },
    });
    expect([bare.status, bare.body.error.code]).toEqual([400, "PROOF_REQUIRED"]);
    const visitor = await new TestClient(server).request("POST", "/api/reports", {
      json: body,
      headers: { [PROOF_HEADER]: "" },
    });
    expect(visitor.status).toBe(401);
    expect(await server.db.$count(reports, eq(reports.reporterId, a.id))).toBe(0);

    expect((await a.client.post("/api/reports", body)).status).toBe(201);
  });
});
