import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limiter";
import { createTokenSigner } from "../../lib/signed-token";
import type { Mailer } from "../mail/mailer";
import { createNoticesRepository } from "./notices.repository";
import { appealsRoutes, noticesRoutes } from "./notices.routes";
import { createNoticesService } from "./notices.service";
import { createStatementMailer } from "./statement-mailer";

type Deps = {
  db: Db;
  limiter: RateLimiter;
  mailer: Mailer;
  log: Logger;
  /** The auth secret: appeal tokens are signed with it. */
  secret: string;
  /** Links in the mails are absolute. */
  publicUrl: string;
};

/**
 * Statements of reasons: the member's notices and appeals. Lends the admin module the statement mailer
 * (every decision is mailed) and auth the restriction a refused sign-in carries.
 */
export function createNoticesModule({ db, limiter, mailer, log, secret, publicUrl }: Deps) {
  const tokens = createTokenSigner(secret);
  const statements = createStatementMailer({ mailer, log, tokens, publicUrl });
  const service = createNoticesService({ repo: createNoticesRepository(db), statements, tokens, limiter });
  return {
    routes: { notices: noticesRoutes(service), appeals: appealsRoutes(service) },
    statements,
    restrictionFor: service.restrictionFor,
  };
}
