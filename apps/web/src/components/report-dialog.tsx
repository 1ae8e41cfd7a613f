import {
  REPORT_CATEGORIES,
  REPORT_REASON_MAX,
  REPORT_TEXT,
  type ReportCategory,
  type ReportKind,
} from "@kindred/contracts";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
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
import { Label } from "@/components/ui/label";
import { SelectField } from "@/components/ui/select-field";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-client";
import { useSendReport } from "@/lib/safety/report";

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
};

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
  placeholder = "For example: rude messages, asking for money, pretending to be someone else...",
  onReported,
}: ReportDialogProps) {
  const reasonId = useId();
  const [category, setCategory] = useState<ReportCategory | "">("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ category?: string; reason?: string }>({});
  const report = useSendReport();

  const close = (next: boolean) => {
    if (!next) setErrors({});
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(category ? {} : { category: REPORT_TEXT.categoryRequired }),
      ...(reason.trim() ? {} : { reason: REPORT_TEXT.reasonRequired }),
    };
    setErrors(problems);
    if (!category || !reason.trim()) return;
    report.mutate(
      { kind, targetId, category, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(successMessage);
          setReason("");
          setCategory("");
          close(false);
          onReported?.();
        },
        onError: (failure) =>
          // A 4xx explains itself (too long, too many reports today); anything else is the spec's text.
          toast.error(isApiError(failure) && failure.isClientError ? failure.message : REPORT_TEXT.failed),
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
              label={REPORT_TEXT.categoryLabel}
              options={REPORT_CATEGORIES}
              placeholder="Choose one"
              value={category}
              required
              error={errors.category}
              onChange={(event) => {
                setCategory(event.target.value as ReportCategory | "");
                if (errors.category) setErrors((current) => ({ ...current, category: undefined }));
              }}
            />
            <div className="grid gap-2">
              <Label htmlFor={reasonId}>{REPORT_TEXT.reasonLabel}</Label>
              <Textarea
                id={reasonId}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (errors.reason) setErrors((current) => ({ ...current, reason: undefined }));
                }}
                placeholder={placeholder}
                maxLength={REPORT_REASON_MAX}
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
                className="min-h-28"
              />
              {errors.reason ? (
                <p id={`${reasonId}-error`} role="alert" className="text-sm font-medium text-destructive">
                  {errors.reason}
                </p>
              ) : null}
            </div>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? REPORT_TEXT.submitting : REPORT_TEXT.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
