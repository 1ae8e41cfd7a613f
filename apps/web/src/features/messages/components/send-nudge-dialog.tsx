import { guidelineHref, guidelineTitle, NUDGE_GUIDELINE, NUDGE_TEXT, type NudgeKind } from "@kindred/contracts";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { t } from "@/lib/i18n/i18n";

type SendNudgeDialogProps = {
  /** What the message carries; the dialog is open while there is something. */
  kinds: readonly NudgeKind[];
  onSend: () => void;
  onEdit: () => void;
};

/**
 * "Are you sure?" before a message that carries off-platform contact early on, a request for money or
 * a fee, or insulting words: why, and the community guideline it touches. Send anyway sends it as it is;
 * nothing is ever blocked.
 */
export function SendNudgeDialog({ kinds, onSend, onEdit }: SendNudgeDialogProps) {
  const rules = [...new Set(kinds.map((kind) => NUDGE_GUIDELINE[kind]))];
  return (
    <ConfirmDialog
      open={kinds.length > 0}
      onOpenChange={(open) => {
        if (!open) onEdit();
      }}
      title={t(NUDGE_TEXT.senderTitle)}
      description={
        <>
          {kinds.map((kind) => (
            <span key={kind} className="mb-2 block">
              {t(NUDGE_TEXT.senderBody[kind])}
            </span>
          ))}
          <span className="block">
            {t(NUDGE_TEXT.senderGuideline)}{" "}
            {rules.map((rule, index) => (
              <span key={rule}>
                {index > 0 ? ", " : null}
                <Link to={guidelineHref(rule)} target="_blank" className="font-medium text-primary underline">
                  {t(guidelineTitle(rule))}
                </Link>
              </span>
            ))}
          </span>
        </>
      }
      cancelLabel={t(NUDGE_TEXT.edit)}
      confirmLabel={t(NUDGE_TEXT.send)}
      destructive={false}
      onConfirm={onSend}
    />
  );
}
