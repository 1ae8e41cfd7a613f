/** The journeys' server re-checks live sockets this often (20 s in production), so waiting for one is short. */
export const HEARTBEAT_MS = 4_000;
