// The soak's figures and verdict, printed at the end of every run (also after a failed set-up).
import { table } from "../bench/stats";
import type { Figures } from "./figures";
import type { MessageFigures } from "./ledger";
import { MAX_RSS_GROWTH_MB, type MemorySummary } from "./memory";
import type { Options } from "./options";

type Report = {
  options: Options;
  figures: Figures;
  messages: MessageFigures | undefined;
  memory: MemorySummary | undefined;
  /** The requests of the run itself (set-up and read-back left out) and how long it took. */
  load: { requests: number; seconds: number };
  phases: [string, number][];
  failure: string | undefined;
  totalSeconds: number;
};

const mb = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "-" : `${value.toFixed(1)} MB`);

/** Prints everything; answers whether every bound held. */
export function report({ options, figures, messages, memory, load, phases, failure, totalSeconds }: Report): boolean {
  const { counts } = figures;
  const failed: string[] = [];
  if (failure) failed.push(failure);
  console.log(
    `\n# Soak: ${options.members} members, ${options.seconds} s, RATE_LIMIT_SCALE=${options.rateLimitScale}\n`,
  );
  console.log(table(phases.map(([name, seconds]) => ({ phase: name, seconds: seconds.toFixed(1) }))));
  console.log(`total: ${totalSeconds.toFixed(1)} s\n`);

  const rows = figures.latencyRows();
  if (rows.length) console.log(`${table(rows)}\n`);
  const rate = load.seconds ? `${(load.requests / load.seconds).toFixed(0)}/s` : "-";
  console.log(
    `requests: ${figures.totalRequests}, of which the run's ${load.requests} (${rate}); ` +
      `429s: ${figures.totalLimited} (intended); errors: ${figures.totalErrors}`,
  );
  console.log(
    `matches made: ${counts.matches} (${options.members / 2} pairs at set-up); likes: ${counts.likes}; passes: ${counts.passes}; ` +
      `photos uploaded: ${counts.photosUploaded} (removed ${counts.photosRemoved}); reports filed: ${counts.reports}`,
  );
  console.log(
    `socket: typing frames sent ${counts.typingSent}, typing heard ${counts.typingHeard}, read receipts heard ${counts.readReceiptsHeard}; ` +
      `sends retried after a network error: ${counts.retries}; bursts past the message limit: ${counts.bursts}`,
  );
  if (messages) {
    console.log(
      `messages: accepted ${messages.accepted} (${messages.withImage} with an image), refused with 429 ${messages.refused}, ` +
        `failed ${messages.failed}, unanswered ${messages.unanswered}, unsent at the deadline ${messages.unsent}; heard live by the partner ${messages.heardLive}; stored ${messages.stored} ` +
        `(accepted yet not stored ${messages.notStored.length}, stored twice ${messages.storedTwice.length}, ` +
        `refused yet stored ${messages.refusedButStored.length})`,
    );
    const lost = [...messages.notHeard, ...messages.notStored].slice(0, 10);
    if (lost.length) console.log(`  e.g. ${lost.join(", ")}`);
  } else failed.push("the messages were not checked");

  if (memory) {
    console.log(
      `server RSS: ${mb(memory.start)} at the start of the run, ${mb(memory.warm)} after the ${memory.warmUpSeconds} s warm-up, ${mb(memory.end)} at the end of the ` +
        `${memory.runSeconds.toFixed(0)} s run (lowest of 10 s each); growth ${mb(memory.growth)} (bound ${MAX_RSS_GROWTH_MB} MB); ` +
        `peak during the run ${mb(memory.peak)}, since the start (VmHWM) ${mb(memory.highWater)}`,
    );
    console.log(`  through the run: ${memory.trail.map((rss) => rss.toFixed(0)).join(" ")} MB`);
    if (memory.growth >= MAX_RSS_GROWTH_MB)
      failed.push(`memory grew ${memory.growth.toFixed(1)} MB, past ${MAX_RSS_GROWTH_MB} MB`);
  } else failed.push("memory was not measured");

  if (figures.totalErrors) {
    failed.push(`${figures.totalErrors} errors`);
    console.log("\nerrors:");
    for (const [what, count] of [...figures.errors].sort((a, b) => b[1] - a[1])) console.log(`  ${count} × ${what}`);
  }
  console.log(
    failed.length
      ? `\nFAILED: ${failed.join("; ")}`
      : "\npassed: no error beyond intended 429s, no message lost, memory within its bound",
  );
  return failed.length === 0;
}
