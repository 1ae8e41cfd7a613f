import { isIP } from "node:net";
import path from "node:path";
import { APP_NAME, PROOF_OF_WORK, socialNetworkOf, type SiteInfo } from "@kindred/contracts";
import { z } from "zod";
import type { S3Location } from "../storage/s3-store";
import { vapidEnvKeys, vapidPairProblem } from "./vapid";

const booleanFlag = z
  .enum(["0", "1", "true", "false", "yes", "no", "on", "off"])
  .transform((value) => ["1", "true", "yes", "on"].includes(value));

const webAddress = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });

const STORAGE_URL_FORM = "s3://bucket?endpoint=https://host:port&region=us-east-1&forcePathStyle=true";
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** STORAGE_URL: where uploads go when not on the local disk (only S3-compatible object storage so far). */
const storageUrl = z.string().transform((value, ctx) => {
  const fail = (why: string) => {
    ctx.addIssue({ code: "custom", message: `${why} (expected ${STORAGE_URL_FORM})` });
    return z.NEVER;
  };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail("is not a URL");
  }
  if (url.protocol !== "s3:") return fail("must start with s3://");
  if (url.username || url.password)
    return fail("must not hold credentials (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)");
  if (!BUCKET_NAME.test(url.hostname) || url.port) return fail("must name a valid bucket after s3://");
  if (url.pathname !== "" && url.pathname !== "/") return fail("must name only a bucket, with no path");
  const params = url.searchParams;
  const unknown = [...params.keys()].find((key) => !["endpoint", "region", "forcePathStyle"].includes(key));
  if (unknown) return fail(`has an unknown option "${unknown}"`);
  const endpoint = params.get("endpoint") ?? undefined;
  if (endpoint !== undefined && !webAddress.safeParse(endpoint).success)
    return fail("endpoint must be an http:// or https:// URL");
  const region = params.get("region") ?? "us-east-1";
  if (!/^[a-z0-9-]{1,40}$/.test(region)) return fail("region must look like us-east-1");
  const forcePathStyle = booleanFlag.safeParse(params.get("forcePathStyle") ?? "false");
  if (!forcePathStyle.success) return fail("forcePathStyle must be true or false");
  return { bucket: url.hostname, endpoint, region, forcePathStyle: forcePathStyle.data };
});

/** Who runs this instance and how to reach them: shown to everyone on `/api/site`, so nothing secret. */
const siteKeys = {
  SITE_OPERATOR_NAME: z.string().trim().min(1).max(120).optional(),
  SITE_SUPPORT_EMAIL: z.email().optional(),
  SITE_PRIVACY_EMAIL: z.email().optional(),
  SITE_CONTACT_EMAIL: z.email().optional(),
  SITE_POSTAL_ADDRESS: z.string().trim().min(1).max(300).optional(),
  SITE_SOCIAL_LINKS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(webAddress.max(500, "must be a comma-separated list of http(s) URLs"))),
  PERSONALITY_TESTS_NAME: z.string().trim().min(1).max(120).optional(),
  PERSONALITY_TESTS_URL: webAddress.optional(),
  PERSONALITY_TESTS_SOCIAL_URL: webAddress.optional(),
  PERSONALITY_TESTS_PRIVACY_URL: webAddress.optional(),
  PERSONALITY_TESTS_TERMS_URL: webAddress.optional(),
};

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    MAIL_FROM: z.string().min(3).default("Kindred <no-reply@localhost>"),
    ADMIN_EMAILS: z
      .string()
      .default("")
      .transform((list) =>
        list
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email("must be a comma-separated list of email addresses"))),
    // Ignored when NODE_ENV=production: a production instance never gets the demo community.
    SEED_DEMO: booleanFlag.optional(),
    // The longest a demo member waits before liking back or replying (each waits half of it to all of it).
    DEMO_REPLY_DELAY_SECONDS: z.coerce.number().min(0).max(3600).default(8),
    TRUST_PROXY: booleanFlag.default(false),
    // A trusted proxy's country header (e.g. cf-ipcountry), read only with TRUST_PROXY: where sessions signed in.
    GEO_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, "must be a header name")
      .transform((name) => name.toLowerCase())
      .optional(),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    // log2 of scrypt's N. 17 is OWASP ASVS's minimum; only tests go lower, to keep suites fast.
    PASSWORD_HASH_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
    // Multiplies every rate limit; end-to-end suites sign in many times from one address.
    RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
    // The proof-of-work before a sign-up, a password reset or a report (contracts' PROOF_OF_WORK):
    // PBKDF2 iterations per attempt, and how many attempts the answer lies within. Higher: slower bots
    // and slower phones alike.
    PROOF_OF_WORK_COST: z.coerce.number().int().min(1).max(1_000_000).default(PROOF_OF_WORK.cost),
    PROOF_OF_WORK_ATTEMPTS: z.coerce.number().int().min(1).max(1_000_000).default(PROOF_OF_WORK.attempts),
    // The longest a new review waits before it counts (a twelfth of it to all of it; decision 010).
    REVIEW_PUBLISH_DELAY_HOURS: z.coerce.number().min(0).max(168).default(24),
    // How often live sockets' sessions and presence are re-checked (20 s unless set); journeys shorten it.
    REALTIME_HEARTBEAT_MS: z.coerce.number().int().min(1_000).max(120_000).optional(),
    WEB_DIST_DIR: z.string().optional(),
    // Prometheus metrics (`GET /metrics`) on a port of their own, never the public one; unset: none.
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    // Where the metrics port listens: this machine only unless a private network's scraper needs more.
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    // Unset: uploads on the local disk, in DATA_DIR/uploads.
    STORAGE_URL: storageUrl.optional(),
    AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
    AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    AWS_SESSION_TOKEN: z.string().min(1).optional(),
    // Snapshots of the embedded database and uploads into DATA_DIR/backups: every so many hours (0: none; 24 on PGlite unless set).
    BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).max(8760).optional(),
    // How many snapshots DATA_DIR/backups keeps (the newest).
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    // Web Push's key pair (unset: generated into DATA_DIR on the first start) and contact.
    ...vapidEnvKeys,
    ...siteKeys,
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_URL && Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.AWS_ACCESS_KEY_ID ? "AWS_SECRET_ACCESS_KEY" : "AWS_ACCESS_KEY_ID"],
        message: "must be set together with its pair (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)",
      });
    }
    if (env.DATABASE_URL && (env.BACKUP_INTERVAL_HOURS ?? 0) > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["BACKUP_INTERVAL_HOURS"],
        message: "applies to the embedded database only: with DATABASE_URL, run npm run backup (pg_dump) from cron",
      });
    }
    const vapid = vapidPairProblem(env);
    if (vapid) ctx.addIssue({ code: "custom", path: [vapid.path], message: vapid.message });
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required when NODE_ENV=production" });
    }
    if (env.NODE_ENV === "production" && env.PASSWORD_HASH_LOG_N < 17) {
      ctx.addIssue({ code: "custom", path: ["PASSWORD_HASH_LOG_N"], message: "must be at least 17 in production" });
    }
    if (env.NODE_ENV === "production" && !env.SMTP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "is required when NODE_ENV=production (mail would otherwise go to the log, with live sign-in links)",
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export type Config = Env & {
  dataDir: string;
  uploadsDir: string;
  publicUrl: string;
  databaseEngine: "pglite" | "postgres";
  seedDemo: boolean;
  /** How often the running server snapshots the embedded database into DATA_DIR/backups (0: never). */
  backupIntervalHours: number;
  site: SiteInfo;
  /** Where uploads are kept: the local disk (uploadsDir) or an S3-compatible bucket. */
  storage: { kind: "local" } | ({ kind: "s3" } & S3Location);
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
  }
}

/** Parses the environment once; nothing else in the server reads process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"} ${issue.message}`),
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const databaseEngine = env.DATABASE_URL ? "postgres" : "pglite";
  return {
    ...env,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    databaseEngine,
    seedDemo: env.NODE_ENV !== "production" && (env.SEED_DEMO ?? databaseEngine === "pglite"),
    backupIntervalHours: env.BACKUP_INTERVAL_HOURS ?? (databaseEngine === "pglite" ? 24 : 0),
    site: siteInfo(env),
    storage: env.STORAGE_URL
      ? {
          kind: "s3",
          ...env.STORAGE_URL,
          credentials:
            env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: env.AWS_ACCESS_KEY_ID,
                  secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
                  sessionToken: env.AWS_SESSION_TOKEN,
                }
              : undefined,
        }
      : { kind: "local" },
  };
}

// Until an operator runs their own, the personality-testing links go to a free, well-known test.
const DEFAULT_TESTS = {
  name: "16Personalities",
  siteUrl: "https://www.16personalities.com",
  // Spec 001's popover names "a social page": the testing site's own, so it is never left out.
  socialUrl: "https://www.facebook.com/16personalities",
  privacyUrl: "https://www.16personalities.com/privacy-policy",
  termsUrl: "https://www.16personalities.com/terms",
};

/**
 * Mail domains default to the public address's host (support@kindred.example for
 * https://www.kindred.example); a local or bare-IP address has no mailbox, so example.com stands in.
 */
function mailDomain(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname.replace(/^\[|\]$/g, "") : "";
  if (!host.includes(".") || isIP(host) || host.endsWith(".localhost")) return "example.com";
  return host.replace(/^www\./, "");
}

function siteInfo(env: Env): SiteInfo {
  const domain = mailDomain(env.PUBLIC_URL);
  const testsUrl = env.PERSONALITY_TESTS_URL?.replace(/\/$/, "");
  return {
    operatorName: env.SITE_OPERATOR_NAME ?? APP_NAME,
    supportEmail: env.SITE_SUPPORT_EMAIL ?? `support@${domain}`,
    privacyEmail: env.SITE_PRIVACY_EMAIL ?? `privacy@${domain}`,
    contactEmail: env.SITE_CONTACT_EMAIL ?? `hello@${domain}`,
    postalAddress: env.SITE_POSTAL_ADDRESS ?? null,
    social: env.SITE_SOCIAL_LINKS.map((url) => ({ network: socialNetworkOf(url), url })),
    personalityTests: testsUrl
      ? {
          name: env.PERSONALITY_TESTS_NAME ?? new URL(testsUrl).hostname.replace(/^www\./, ""),
          siteUrl: testsUrl,
          socialUrl: env.PERSONALITY_TESTS_SOCIAL_URL ?? null,
          // A site of one's own keeps its policies at the usual paths unless told otherwise.
          privacyUrl: env.PERSONALITY_TESTS_PRIVACY_URL ?? `${testsUrl}/privacy`,
          termsUrl: env.PERSONALITY_TESTS_TERMS_URL ?? `${testsUrl}/terms`,
        }
      : {
          ...DEFAULT_TESTS,
          name: env.PERSONALITY_TESTS_NAME ?? DEFAULT_TESTS.name,
          socialUrl: env.PERSONALITY_TESTS_SOCIAL_URL ?? DEFAULT_TESTS.socialUrl,
          privacyUrl: env.PERSONALITY_TESTS_PRIVACY_URL ?? DEFAULT_TESTS.privacyUrl,
          termsUrl: env.PERSONALITY_TESTS_TERMS_URL ?? DEFAULT_TESTS.termsUrl,
        },
  };
}
