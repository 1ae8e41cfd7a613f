// npm run soak — issue 30's soak: N simulated members (300) sign in, swipe, match, chat, upload and
// report against the real server for a while (300 s), over loopback only, then stop by themselves.
// It prints its figures and exits 1 if a bound fails: an error other than an intended 429 (a 5xx, a
// network error, an unexpected 4xx, a socket the server closed, an error the server logged); a message
// lost (accepted yet not heard live by the partner, or not stored exactly once); the server's memory
// growing past MAX_RSS_GROWTH_MB.
//   npm run soak -- --seconds 30            CI's short mode
//   npm run soak -- --members 100 --seconds 60 --rate-limit-scale 1 --server auto|build|source --seed 1
import { MESSAGES_PER_MINUTE } from "@kindred/contracts";
import { live, type Run } from "./actions";
import { Figures } from "./figures";
import { Gate } from "./http";
import { makeImages } from "./images";
import { Ledger, type MessageFigures } from "./ledger";
import { createMembers, isSetUpFailure, pairMembers, signIn, type Member } from "./members";
import { readOptions } from "./options";
import { MemoryWatch, warmUpSeconds, type MemorySummary } from "./memory";
import { report } from "./report";
import { startServer, type SoakServer } from "./server";

/**
 * Requests in flight at once, all members together. The embedded database runs one statement at a
 * time on the server's own thread: more in flight only queue inside the server; this many keep both
 * cores busy (server and members) without drowning either.
 */
const IN_FLIGHT = 8;
/** After the last action, how long an accepted message may still take to be heard live. */
const DELIVERY_GRACE_MS = 10_000;

const options = readOptions(process.argv.slice(2));
const figures = new Figures();
const ledger = new Ledger();
const phases: [string, number][] = [];
const began = performance.now();
let lap = began;
const phase = (name: string) => {
  const now = performance.now();
  phases.push([name, (now - lap) / 1000]);
  lap = now;
};

let server: SoakServer | undefined;
let members: Member[] = [];
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  await Promise.all(members.map((member) => member.socket.close()));
  for (const member of members) member.http.close();
  await server?.stop();
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and removing its data directory`);
    void cleanUp().finally(() => process.exit(130));
  });
}
// A fault of the soak itself still stops the server it started and removes its data.
process.once("uncaughtException", (error) => {
  console.error(`The soak failed: ${error.stack ?? String(error)}`);
  void cleanUp().finally(() => process.exit(1));
});

let failure: string | undefined;
let messages: MessageFigures | undefined;
let memory: MemorySummary | undefined;
const load = { requests: 0, seconds: 0 };
try {
  console.log(`soak: ${options.members} members for ${options.seconds} s; starting the server...`);
  server = await startServer(options);
  const { pid } = server;
  phase("server start");
  const target = { host: server.host, port: server.port, origin: server.origin };
  const gate = new Gate(IN_FLIGHT);
  console.log(`soak: server ready (${server.how}, pid ${pid}); signing up ${options.members} members...`);
  members = await createMembers(options.members, options.seed, target, gate, figures);
  await pairMembers(members, figures);
  phase("sign-up, profiles, quiz, filters, pairs");
  await signIn(members);
  phase("sign-in and sockets");
  const images = await makeImages();

  console.log(`soak: ${options.members} members signed in with their sockets open; running ${options.seconds} s...`);
  const startedAt = Date.now();
  const run: Run = {
    members,
    figures,
    ledger,
    deadline: startedAt + options.seconds * 1000,
    images,
    messagesPerMinute: Math.max(1, Math.round(MESSAGES_PER_MINUTE * options.rateLimitScale)),
  };
  const watch = new MemoryWatch(pid, warmUpSeconds(options.seconds));
  const requestsBefore = figures.totalRequests;
  // At the deadline the requests still waiting for a slot are dropped unsent: the run ends on time.
  const timeUp = setTimeout(() => gate.close(), run.deadline - Date.now());
  await Promise.all(members.map((member) => live(member, run)));
  clearTimeout(timeUp);
  gate.close();
  gate.reopen();
  load.requests = figures.totalRequests - requestsBefore;
  load.seconds = (Date.now() - startedAt) / 1000;
  phase(`the run (${options.seconds} s, then the requests in flight at its end)`);
  memory = watch.stop();
  await ledger.awaitDelivery(members, DELIVERY_GRACE_MS);
  messages = await ledger.check(members, figures);
  phase("live deliveries and read-back");
  if (server.exited()) figures.error("server", "the process exited during the run");
} catch (error) {
  failure = isSetUpFailure(error) ? (error as Error).message : String((error as Error).stack ?? error);
} finally {
  const logged = server?.stderr().trim();
  if (logged) for (const line of logged.split("\n").slice(0, 50)) figures.error("server log", line.slice(0, 200));
  await cleanUp();
  phase("stop and clean up");
}

const passed = report({
  options,
  figures,
  messages,
  memory,
  load,
  phases,
  failure,
  totalSeconds: (performance.now() - began) / 1000,
});
process.exit(passed ? 0 : 1);
