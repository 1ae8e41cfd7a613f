/**
 * The journeys' servers' proof-of-work: a real challenge the page's widget solves, at a fiftieth of
 * production's work (cost 1,000 against 5,000, at most 30 attempts against 300), since the journeys
 * sign up hundreds of members and solve each sign-up's challenge in Node.
 */
export const PROOF_OF_WORK_ENV = { PROOF_OF_WORK_COST: "1000", PROOF_OF_WORK_ATTEMPTS: "30" };
