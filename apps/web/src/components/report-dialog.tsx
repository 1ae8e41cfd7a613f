import {
  msg,
  REPORT_CATEGORIES,
  REPORT_REASON_MAX,
  REPORT_TEXT,
  type ReportCategory,
  type ReportKind,
} from "@kindred/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { useProofOfWork } from "@/lib/proof-of-work/use-proof-of-work";
import { useSendReport } from "@/lib/safety/report";
import { toast } from "@/lib/toast";
import { ProofOfWorkStatus } from "./proof-of-work-status";

type ReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: ReportKind;
  /** The reported thing: the member's id (profile, review), the photo's id, or the match id. */
  targetId: string;
  title: string;
  description: string;
  /** The toast after the report is stored. */
  successMessage: string;
  placeholder?: string;
  onReported?: () => void;
  /** Filled in beforehand, for a report started from a message ("Does this bother you?"). */
  initialCategory?: ReportCategory;
  initialReason?: string;
  /** The conversation's message the report is about. */
  messageId?: string;
};

/** What the reason box suggests, by what is reported. */
const PLACEHOLDERS: Record<ReportKind, string> = {
  profile: msg("For example: fake photos, pretending to be someone else, asking for money..."),
  photo: msg("For example: not really them, nudity, violence, someone else's photo..."),
  conversation: msg("For example: rude messages, asking for money, pretending to be someone else..."),
  review: msg("For example: reviews that are untrue or left by someone they never met..."),
};

/** Signed out: the spec's text. Another 4xx explains itself (too long, too many today); else the spec's. */
function reportFailure(failure: unknown) {
  if (!isApiError(failure) || !failure.isClientError) return t(REPORT_TEXT.failed);
  return failure.status === 401 ? t(REPORT_TEXT.notSignedIn) : failure.message;
}

/**
 * Spec 001, the report dialog: a reason (required), Cancel and Submit Report; open, then submitting,
 * then closed on success with the text cleared. DESIGN section 13: it really reaches the moderators,
 * with a category beside the reason so the worst reports are read first.
 */
export function ReportDialog({
  open,
  onOpenChange,
  kind,
  targetId,
  title,
  description,
  successMessage,
  placeholder = t(PLACEHOLDERS[kind]),
  onReported,
  initialCategory,
  initialReason,
  messageId,
}: ReportDialogProps) {
  const [category, setCategory] = useState<ReportCategory | "">(initialCategory ?? "");
  const [reason, setReason] = useState(initialReason ?? "");
  const [errors, setErrors] = useState<{ category?: string; reason?: string }>({});
  const report = useSendReport();
  const proof = useProofOfWork("report", { enabled: open });

  const close = (next: boolean) => {
    if (!next) setErrors({});
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(category ? {} : { category: t(REPORT_TEXT.categoryRequired) }),
      ...(reason.trim() ? {} : { reason: t(REPORT_TEXT.reasonRequired) }),
    };
    setErrors(problems);
    if (!category || !reason.trim()) return;
    report.mutate(
      { kind, targetId, category, reason: reason.trim(), ...(messageId ? { messageId } : {}), proof: proof.take },
      {
        onSuccess: () => {
          toast.success(successMessage);
          setReason("");
          setCategory("");
          close(false);
          onReported?.();
        },
        onError: (failure) => toast.error(reportFailure(failure)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 px-5 pt-4 pb-5 sm:px-6">
            <SelectField
              label={t(REPORT_TEXT.categoryLabel)}
              options={REPORT_CATEGORIES.map(({ value, label }) => ({ value, label: t(label) }))}
              placeholder={t("Choose one")}
              value={category}
              required
              error={errors.category}
              onChange={(event) => {
                setCategory(event.target.value as ReportCategory | "");
                if (errors.category) setErrors((current) => ({ ...current, category: undefined }));
              }}
            />
            <FormField label={t(REPORT_TEXT.reasonLabel)} required error={errors.reason}>
              {(control) => (
                <Textarea
                  {...control}
                  value={reason}
                  onChange={(event) => {
                    setReason(event.target.value);
                    if (errors.reason) setErrors((current) => ({ ...current, reason: undefined }));
                  }}
                  placeholder={placeholder}
                  maxLength={REPORT_REASON_MAX}
                  className="min-h-28"
                />
              )}
            </FormField>
            <ProofOfWorkStatus proof={proof} />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t("Cancel")}</Button>
            </DialogClose>
            <Button type="submit" disabled={report.isPending}>
              {t(report.isPending ? REPORT_TEXT.submitting : REPORT_TEXT.submit)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
