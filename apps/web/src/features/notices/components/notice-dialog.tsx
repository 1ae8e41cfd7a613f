import { NOTICE_TEXT, type Notice } from "@kindred/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { ModerationStatement, canFileAppeal } from "@/components/moderation-statement";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { t, translateIfMessage } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useAcknowledgeNotice } from "../api/acknowledge-notice";
import { useAppealNotice } from "../api/appeal-notice";
import { appealFailureMessage } from "../utils/appeal-failure";
import { AppealForm } from "./appeal-form";

const keepOpen = (event: Event) => event.preventDefault();

/**
 * One statement, which only 'I understand' closes (Escape and the backdrop don't): the member must
 * have read it. While it can be appealed, the appeal is written here too; the member acknowledges after.
 */
export function NoticeDialog({ userId, notice }: { userId: string; notice: Notice }) {
  const acknowledge = useAcknowledgeNotice(userId);
  const appeal = useAppealNotice(userId);
  const [writing, setWriting] = useState(false);
  const formId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const acknowledgeRef = useRef<HTMLButtonElement>(null);
  const appealOpen = writing && canFileAppeal(notice);

  // When the appeal form closes (sent or cancelled), its buttons go: keep focus in the dialog.
  const wasOpen = useRef(appealOpen);
  useEffect(() => {
    if (wasOpen.current && !appealOpen) acknowledgeRef.current?.focus();
    wasOpen.current = appealOpen;
  }, [appealOpen]);

  const sendAppeal = (text: string) =>
    appeal.mutate(
      { noticeId: notice.id, text },
      {
        onSuccess: () => {
          toast.success(t(NOTICE_TEXT.appealSent));
          setWriting(false);
        },
        onError: (error) => toast.error(translateIfMessage(appealFailureMessage(error))),
      },
    );

  const understood = () =>
    acknowledge.mutate(notice.id, { onError: () => toast.error(t(NOTICE_TEXT.acknowledgeFailed)) });

  return (
    <Dialog open>
      <DialogContent
        hideClose
        aria-describedby={undefined}
        onEscapeKeyDown={keepOpen}
        onInteractOutside={keepOpen}
        onOpenAutoFocus={(event) => {
          // The title, not the first link: the member hears what this is before anything else.
          event.preventDefault();
          titleRef.current?.focus();
        }}
        className="sm:max-w-xl"
      >
        <div className="grid min-h-0 flex-1 gap-5 overflow-y-auto px-5 pt-5 pb-5 sm:px-6 sm:pt-6">
          <ModerationStatement
            notice={notice}
            renderTitle={(title) => (
              <DialogTitle ref={titleRef} tabIndex={-1} className="outline-none">
                {title}
              </DialogTitle>
            )}
          />
          {appealOpen ? <AppealForm id={formId} pending={appeal.isPending} onSubmit={sendAppeal} autoFocus /> : null}
        </div>
        <DialogFooter>
          {appealOpen ? (
            <>
              <Button variant="outline" disabled={appeal.isPending} onClick={() => setWriting(false)}>
                {t("Cancel")}
              </Button>
              <Button type="submit" form={formId} disabled={appeal.isPending} aria-busy={appeal.isPending || undefined}>
                {appeal.isPending ? t(NOTICE_TEXT.appealSending) : t(NOTICE_TEXT.appealSubmit)}
              </Button>
            </>
          ) : (
            <>
              {canFileAppeal(notice) ? (
                <Button variant="outline" onClick={() => setWriting(true)}>
                  {t(NOTICE_TEXT.appeal)}
                </Button>
              ) : null}
              <Button
                ref={acknowledgeRef}
                disabled={acknowledge.isPending}
                aria-busy={acknowledge.isPending || undefined}
                onClick={understood}
              >
                {t(NOTICE_TEXT.acknowledge)}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
