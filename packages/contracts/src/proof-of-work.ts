/**
 * Bot defence without a third party or tracking (issue 31): before a sign-up, a password reset or a
 * report, the browser solves a proof-of-work challenge (ALTCHA) that costs a person a second of a
 * background thread and a bot farm that second per attempt. The server issues the challenge, checks
 * the solution, and accepts each solution once. No zod here: the sign-up page imports these texts, and
 * the query's schema (proof-of-work-query.ts) would bring zod into its first download.
 */
import { msg } from "./i18n/msg";

export const PROOF_PURPOSES = ["sign-up", "password-reset", "report"] as const;
export type ProofPurpose = (typeof PROOF_PURPOSES)[number];

/** The request header that carries the solution: ALTCHA's payload, base64 of its JSON. */
export const PROOF_HEADER = "x-kindred-proof";

/** Where each purpose's solution is spent: the request it lets through. */
export const PROOF_ROUTES: Record<ProofPurpose, { method: "POST"; path: string }> = {
  "sign-up": { method: "POST", path: "/api/auth/sign-up/email" },
  "password-reset": { method: "POST", path: "/api/auth/request-password-reset" },
  report: { method: "POST", path: "/api/reports" },
};

/**
 * How hard a challenge is, by default: PBKDF2-SHA-256 at `cost` iterations per attempt, with the
 * answer somewhere in the second half of `attempts` (about half a second of one core on the
 * development machine). An address that signed up `harderAfter` accounts in the past hour gets
 * challenges `harderFactor` times longer. Operators tune `cost` and `attempts` (PROOF_OF_WORK_COST,
 * PROOF_OF_WORK_ATTEMPTS).
 */
export const PROOF_OF_WORK = {
  algorithm: "PBKDF2/SHA-256",
  cost: 5_000,
  attempts: 300,
  expiresSeconds: 10 * 60,
  harderAfter: 3,
  harderFactor: 8,
} as const;

export const PROOF_TEXT = {
  missing: msg("Please wait a moment while your browser checks that you're not a robot, then try again."),
  invalid: msg("The check that you're not a robot did not pass. Please try again."),
  expired: msg("The check that you're not a robot has expired. Please try again."),
  reused: msg("That check was already used. Please try again."),
  wrongPurpose: msg("That check was made for something else. Please try again."),
  working: msg("Checking you're not a robot..."),
  done: msg("Verified: you're not a robot"),
  failed: msg("We couldn't check that you're not a robot. Please reload the page and try again."),
  label: msg("Spam protection"),
} as const;
