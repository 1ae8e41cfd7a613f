import { REPORT_TEXT } from "@kindred/contracts";
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
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-client";
import { useReportConversation } from "../api/report-conversation";

type ReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  matchId: string;
  name: string;
};

/**
 * Spec 001, the report dialog: a reason (required), Cancel and Submit Report. DESIGN section 13: it
 * really reaches the moderators. Open, then submitting, then closed on success with the text cleared.
 */
export function ReportDialog({ open, onOpenChange, matchId, name }: ReportDialogProps) {
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const report = useReportConversation();

  const close = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(REPORT_TEXT.reasonRequired);
      return;
    }
    report.mutate(
      { matchId, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(REPORT_TEXT.conversationReported);
          setReason("");
          close(false);
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
            <DialogTitle>Report conversation with {name}</DialogTitle>
            <DialogDescription>
              Tell our moderators what happened. They will read this conversation; {name} won&apos;t know who reported
              it.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2 px-5 pt-4 pb-5 sm:px-6">
            <Label htmlFor={reasonId}>Reason</Label>
            <Textarea
              id={reasonId}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (error) setError(null);
              }}
              placeholder="For example: rude messages, asking for money, pretending to be someone else..."
              maxLength={2000}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${reasonId}-error` : undefined}
              className="min-h-28"
            />
            {error ? (
              <p id={`${reasonId}-error`} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? "Submitting..." : "Submit Report"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
