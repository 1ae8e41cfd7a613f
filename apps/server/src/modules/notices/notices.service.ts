import {
  APPEAL_TOKEN_AT_SIGN_IN_DAYS,
  AppealInputSchema,
  NOTICES_LIST_LIMIT,
  NOTICE_TEXT,
  RESTRICTED_APPEALS_PER_DAY,
  RestrictedAppealInputSchema,
  STATEMENT_TEXT,
  type Notice,
  type Notices,
  type Restriction,
} from "@kindred/contracts";
import { z } from "zod";
import { AppError, RateLimitedError } from "../../errors";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { TokenSigner } from "../../lib/signed-token";
import { decisionIn } from "./decision-text";
import type { NoticeWithAppeal, NoticesRepository } from "./notices.repository";
import { APPEAL_TOKEN_PURPOSE, type StatementMailer } from "./statement-mailer";

const Uuid = z.uuid();
const DAY_SECONDS = 24 * 60 * 60;

const notFound = () => new AppError("NOT_FOUND", NOTICE_TEXT.noticeNotFound);
const invalidToken = () => new AppError("INVALID_TOKEN", NOTICE_TEXT.appealTokenInvalid);

/** `locale`: the reader's (the request's language, else the member's). */
function toNotice(row: NoticeWithAppeal, locale: string): Notice {
  return {
    id: row.id,
    kind: row.kind,
    decision: decisionIn(locale, row),
    ruleId: row.ruleId,
    facts: row.facts,
    until: row.until?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    // An appeal's outcome is final; anything else can be appealed once.
    canAppeal: row.kind !== "appeal_decision" && row.appeal === null,
    appeal: row.appeal && {
      id: row.appeal.id,
      status: row.appeal.status,
      createdAt: row.appeal.createdAt.toISOString(),
      decidedAt: row.appeal.decidedAt?.toISOString() ?? null,
    },
  };
}

type Deps = { repo: NoticesRepository; statements: StatementMailer; tokens: TokenSigner; limiter: RateLimiter };

/** What a member reads of the decisions about them, and their one appeal per decision. */
export function createNoticesService({ repo, statements, tokens, limiter }: Deps) {
  /** A member's own notice; a malformed id, another's notice or none at all are the same 404. */
  async function ownNotice(userId: string, rawId: string): Promise<NoticeWithAppeal> {
    const id = Uuid.safeParse(rawId);
    const row = id.success ? await repo.findFor(id.data.toLowerCase(), userId) : undefined;
    if (!row) throw notFound();
    return row;
  }

  async function fileAppeal(notice: NoticeWithAppeal, text: string, locale: string): Promise<Notice> {
    if (notice.kind === "appeal_decision") throw new AppError("BAD_REQUEST", NOTICE_TEXT.noAppeal);
    if (!(await repo.insertAppeal(notice.id, notice.userId, text)))
      throw new AppError("CONFLICT", NOTICE_TEXT.appealAlready);
    return toNotice((await repo.findFor(notice.id, notice.userId))!, locale);
  }

  /** The notice an appeal token names, if the token is genuine, unexpired and the notice still there. */
  async function noticeOfToken(token: string | undefined): Promise<NoticeWithAppeal> {
    const ids = token ? tokens.verify(APPEAL_TOKEN_PURPOSE, token) : undefined;
    if (!ids || ids.length !== 2) throw invalidToken();
    const row = await repo.findFor(ids[0]!, ids[1]!);
    if (!row) throw invalidToken();
    return row;
  }

  return {
    async list(userId: string, locale: string): Promise<Notices> {
      return { notices: (await repo.listFor(userId, NOTICES_LIST_LIMIT)).map((row) => toNotice(row, locale)) };
    },

    async acknowledge(userId: string, rawId: string, locale: string): Promise<Notice> {
      const notice = await ownNotice(userId, rawId);
      await repo.acknowledge(notice.id, userId);
      return toNotice((await repo.findFor(notice.id, userId))!, locale);
    },

    async appeal(userId: string, rawId: string, input: unknown, locale: string): Promise<Notice> {
      const { text } = AppealInputSchema.parse(input);
      return fileAppeal(await ownNotice(userId, rawId), text, locale);
    },

    /** For the appeal page of a member who cannot sign in. */
    async noticeByToken(token: string | undefined, locale: string): Promise<{ notice: Notice }> {
      return { notice: toNotice(await noticeOfToken(token), locale) };
    },

    /**
     * An appeal without a session (banned or suspended members), on the strength of the token. Counted
     * per network address before the token is checked, so guessing tokens is as limited as appealing.
     */
    async appealByToken(ip: string, input: unknown, locale: string): Promise<{ notice: Notice }> {
      const { token, text } = RestrictedAppealInputSchema.parse(input);
      const limit = await limiter.hit(`appeals:${ip}`, {
        windowSeconds: DAY_SECONDS,
        max: RESTRICTED_APPEALS_PER_DAY,
      });
      if (!limit.allowed) throw new RateLimitedError(STATEMENT_TEXT.appealsRateLimited, limit.retryAfterSeconds);
      return { notice: await fileAppeal(await noticeOfToken(token), text, locale) };
    },

    /**
     * What a refused sign-in (ACCOUNT_BANNED: the password was right) adds: the newest ban or suspension
     * statement and a fresh token to appeal it. None for a ban older than statements.
     */
    async restrictionFor(email: string, locale: string): Promise<Restriction> {
      const row = await repo.latestRestriction(email);
      if (!row) return { notice: null, appealToken: null };
      return { notice: toNotice(row, locale), appealToken: statements.appealToken(row, APPEAL_TOKEN_AT_SIGN_IN_DAYS) };
    },
  };
}
export type NoticesService = ReturnType<typeof createNoticesService>;
