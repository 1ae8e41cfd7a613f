import { NUDGE_REPORT_CATEGORY, NUDGE_TEXT, REPORT_TEXT, type NudgeKind } from "@kindred/contracts";
import { Flag } from "lucide-react";
import { useState } from "react";
import { ReportDialog } from "@/components/report-dialog";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/i18n";

type BotherPromptProps = {
  matchId: string;
  messageId: string;
  /** What the message carries; the first names the report's category and reason. */
  kinds: readonly NudgeKind[];
  otherName: string;
  /** The member answered: reported it, or said it is fine. */
  onAnswered: () => void;
};

/**
 * Under a received message that carries a scam's or a bully's signs: "Does this bother you?", with
 * one tap to a report of the conversation, its category and reason filled in and the message named.
 */
export function BotherPrompt({ matchId, messageId, kinds, otherName, onAnswered }: BotherPromptProps) {
  const [reporting, setReporting] = useState(false);
  const kind = kinds[0]!;
  return (
    <div
      role="group"
      aria-label={t(NUDGE_TEXT.receiverPrompt)}
      className="mt-1.5 flex max-w-[85%] flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-amber-200 bg-amber-50 px-3 py-1.5 text-sm text-amber-950 sm:max-w-[70%]"
    >
      <p className="font-medium">{t(NUDGE_TEXT.receiverPrompt)}</p>
      <div className="flex gap-1">
        <Button size="sm" variant="outline" className="h-8 bg-white px-3" onClick={() => setReporting(true)}>
          <Flag aria-hidden="true" />
          {t(NUDGE_TEXT.report)}
        </Button>
        <Button size="sm" variant="ghost" className="h-8 px-3" onClick={onAnswered}>
          {t(NUDGE_TEXT.dismiss)}
        </Button>
      </div>
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        kind="conversation"
        targetId={matchId}
        messageId={messageId}
        initialCategory={NUDGE_REPORT_CATEGORY[kind]}
        initialReason={t(NUDGE_TEXT.receiverReason[kind])}
        title={t("Report conversation with {name}", { name: otherName })}
        description={t(
          "Tell our moderators what happened. They will read this message and the conversation; {name} won't know who reported it.",
          { name: otherName },
        )}
        successMessage={t(REPORT_TEXT.conversationReported)}
        onReported={onAnswered}
      />
    </div>
  );
}
