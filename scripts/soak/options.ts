// The soak's settings, from its command line: `npm run soak -- --seconds 30 --members 300`.
import { parseArgs } from "node:util";

export type Options = {
  /** How long the members act, after set-up (which is not counted). */
  seconds: number;
  /** Simulated members, an even number: each has one partner. */
  members: number;
  /** The server's RATE_LIMIT_SCALE: 1 runs production's limits, which the soak is built to meet. */
  rateLimitScale: number;
  /** Which server to run: the build when it is at least as new as the source, else the source. */
  server: "auto" | "build" | "source";
  /** The seed of every member's choices, so two runs make the same choices in the same order. */
  seed: number;
};

const USAGE =
  "usage: npm run soak -- [--seconds N (300)] [--members N (300, even)] [--rate-limit-scale N (1)] [--server auto|build|source] [--seed N]";

export function readOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      seconds: { type: "string", default: "300" },
      members: { type: "string", default: "300" },
      "rate-limit-scale": { type: "string", default: "1" },
      server: { type: "string", default: "auto" },
      seed: { type: "string", default: "1" },
      help: { type: "boolean", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const options: Options = {
    seconds: Number(values.seconds),
    members: Number(values.members),
    rateLimitScale: Number(values["rate-limit-scale"]),
    server: values.server as Options["server"],
    seed: Number(values.seed),
  };
  const valid =
    Number.isInteger(options.seconds) &&
    options.seconds >= 10 &&
    Number.isInteger(options.members) &&
    options.members >= 2 &&
    options.members % 2 === 0 &&
    options.rateLimitScale > 0 &&
    ["auto", "build", "source"].includes(options.server) &&
    Number.isInteger(options.seed);
  if (!valid) {
    console.error(USAGE);
    process.exit(2);
  }
  return options;
}
