import {
  APPEAL_LINK_DAYS,
  NOTICE_TEXT,
  appealHref,
  guidelineHref,
  guidelineTitle,
  type GuidelineId,
} from "@kindred/contracts";
import type { Logger } from "../../lib/logger";
import type { TokenSigner } from "../../lib/signed-token";
import type { Mail, Mailer } from "../mail/mailer";
import { accountDeletedMail, appealDecisionMail, statementMail } from "../mail/templates";
import { decisionIn } from "./decision-text";
import type { NoticeRow } from "./notices.repository";

/** What an appeal token is signed for: it names one notice of one member. */
export const APPEAL_TOKEN_PURPOSE = "appeal";
const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = { mailer: Mailer; log: Logger; tokens: TokenSigner; publicUrl: string };

/**
 * Mails each statement of reasons to the member it concerns, with absolute links to the rule and to
 * the appeal page (a token for that notice, so a member who cannot sign in can still appeal).
 * Sending happens after the decision committed and never undoes it: a failure is logged, and the
 * member still reads the notice in the app.
 */
export function createStatementMailer({ mailer, log, tokens, publicUrl }: Deps) {
  const appealToken = (notice: Pick<NoticeRow, "id" | "userId">, days: number) =>
    tokens.sign(APPEAL_TOKEN_PURPOSE, [notice.id, notice.userId], new Date(Date.now() + days * DAY_MS));
  const rule = (ruleId: GuidelineId) => ({
    ruleTitle: guidelineTitle(ruleId),
    ruleUrl: `${publicUrl}${guidelineHref(ruleId)}`,
  });
  // Logged without the address or the facts: the ids are enough to find the notice.
  const deliver = (mail: Mail, fields: Record<string, unknown>) =>
    mailer
      .send(mail)
      .catch((error: unknown) => log.error("statement mail not sent", { ...fields, error: String(error) }));

  return {
    appealToken,

    /** `locale`: the member's language (English where the caller has none at hand). */
    send(to: string, notice: NoticeRow, locale = "en"): Promise<void> {
      const parts = { decision: decisionIn(locale, notice), facts: notice.facts, ...rule(notice.ruleId) };
      const mail =
        notice.kind === "appeal_decision"
          ? appealDecisionMail(to, parts, locale)
          : statementMail(
              to,
              {
                ...parts,
                title: NOTICE_TEXT.titles[notice.kind],
                appealUrl: `${publicUrl}${appealHref(appealToken(notice, APPEAL_LINK_DAYS))}`,
              },
              locale,
            );
      return deliver(mail, { noticeId: notice.id, userId: notice.userId, kind: notice.kind });
    },

    /** The statement for a deleted account, to the address it had: no notice row outlives the member. */
    sendDeletion(to: string, statement: { ruleId: GuidelineId; facts: string }, locale = "en"): Promise<void> {
      return deliver(accountDeletedMail(to, { facts: statement.facts, ...rule(statement.ruleId) }, locale), {
        kind: "account_deleted",
      });
    },
  };
}
export type StatementMailer = ReturnType<typeof createStatementMailer>;
