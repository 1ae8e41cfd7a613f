import { NOTICE_TEXT, appealHref, type Restriction } from "@kindred/contracts";
import { Link } from "react-router";
import { ModerationStatement, canFileAppeal } from "@/components/moderation-statement";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/i18n";

/**
 * Under a sign-in refusal: why the account is banned or suspended, and the way to appeal it, since the
 * member can't reach the app's notices. Without a token the statement's own line says where things stand.
 */
export function RestrictionStatement({ restriction }: { restriction: Restriction }) {
  const { notice, appealToken } = restriction;
  if (!notice) return null;
  // Boxed where there is room; on a phone a box inside the card would squeeze the text, so a rule below.
  return (
    <section
      aria-label={t("Statement of reasons")}
      className="grid gap-4 border-b border-border pb-5 sm:rounded-2xl sm:border sm:bg-background sm:p-4"
    >
      <ModerationStatement notice={notice} />
      {appealToken && canFileAppeal(notice) ? (
        <Button asChild variant="outline" className="w-full">
          <Link to={appealHref(appealToken)}>{t(NOTICE_TEXT.appeal)}</Link>
        </Button>
      ) : null}
    </section>
  );
}
