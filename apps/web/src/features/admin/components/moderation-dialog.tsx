import {
  BanInputSchema,
  COMMUNITY_GUIDELINES,
  MODERATION_REASON_MAX_LENGTH,
  msg,
  SUSPENSION_DAYS,
  type GuidelineId,
} from "@kindred/contracts";
import { LoaderCircle } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
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
import { cn } from "@/lib/utils";
import { t, translateIfMessage } from "@/lib/i18n/i18n";

export type ModerationValues = { rule: GuidelineId; reason: string; days: number };

// Built at each render: the labels are in the language in use (guidelines: the info catalogue's messages).
const guidelineOptions = () =>
  COMMUNITY_GUIDELINES.map((rule) => ({ value: rule.id, label: translateIfMessage(rule.title) }));
const dayOptions = () =>
  SUSPENSION_DAYS.map((days) => ({
    value: String(days),
    label: t("{days, plural, one {# day} other {# days}}", { days }),
  }));
const DEFAULT_REASON_LABEL = msg("Reason");
const DEFAULT_REASON_HINT = msg("The member is told this, with the guideline, as the facts of the decision.");
// The API's own fields, so the dialog refuses what the API would, in its words.
const { rule: ruleSchema, reason: defaultReasonSchema } = BanInputSchema.shape;

export type ModerationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (values: ModerationValues) => void;
  /** Ask which community guideline the decision enforces (every decision that affects a member does). */
  askRule?: boolean;
  /** Preselected guideline (from the report's category); none means the admin must choose. */
  defaultRule?: GuidelineId | undefined;
  /** Ask for a suspension length, starting at this many days. */
  defaultDays?: number | undefined;
  reasonLabel?: string;
  reasonHint?: string;
  defaultReason?: string;
  /** Validates the text (the contracts' field schema, so the dialog says what the API would). */
  reasonSchema?: z.ZodType<string>;
  /** The field's own limit, where the API's is not the moderation reasons' usual one. */
  reasonMaxLength?: number;
  /** A decision that cannot be taken back gets the red button. */
  destructive?: boolean;
};

/**
 * The confirmation every admin decision asks for, with what the member will be told: the guideline
 * (statement of reasons) and the facts in the admin's words. Its fields start afresh at each opening.
 */
export function ModerationDialog(props: ModerationDialogProps) {
  const { open, onOpenChange, pending } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-lg">{open ? <ModerationForm {...props} /> : null}</DialogContent>
    </Dialog>
  );
}

function ModerationForm({
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
  askRule = true,
  defaultRule,
  defaultDays,
  reasonLabel = t(DEFAULT_REASON_LABEL),
  reasonHint = t(DEFAULT_REASON_HINT),
  defaultReason = "",
  reasonSchema = defaultReasonSchema,
  reasonMaxLength = MODERATION_REASON_MAX_LENGTH,
  destructive = false,
}: ModerationDialogProps) {
  const [rule, setRule] = useState<GuidelineId | "">(defaultRule ?? "");
  const [days, setDays] = useState(String(defaultDays ?? ""));
  const [reason, setReason] = useState(defaultReason);
  const [errors, setErrors] = useState<{ rule?: string; reason?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsedReason = reasonSchema.safeParse(reason);
    // Without the rule field, any valid id stands in: the caller does not send it.
    const parsedRule = ruleSchema.safeParse(askRule ? rule : COMMUNITY_GUIDELINES[0].id);
    setErrors({
      ...(parsedRule.success ? {} : { rule: parsedRule.error.issues[0]?.message }),
      ...(parsedReason.success ? {} : { reason: parsedReason.error.issues[0]?.message }),
    });
    if (!parsedRule.success || !parsedReason.success) return;
    onConfirm({ rule: parsedRule.data, reason: parsedReason.data, days: Number(days) });
  };

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 overflow-y-auto px-5 pt-4 pb-5 sm:px-6">
        {askRule ? (
          <SelectField
            label={t("Guideline")}
            options={guidelineOptions()}
            placeholder={t("Choose a guideline")}
            value={rule}
            required
            error={errors.rule}
            onChange={(event) => {
              setRule(event.target.value as GuidelineId | "");
              if (errors.rule) setErrors((current) => ({ ...current, rule: undefined }));
            }}
          />
        ) : null}
        {defaultDays !== undefined ? (
          <SelectField
            label={t("Suspension length")}
            options={dayOptions()}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        ) : null}
        <FormField label={reasonLabel} required error={errors.reason} hint={reasonHint}>
          {(control) => (
            <Textarea
              {...control}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (errors.reason) setErrors((current) => ({ ...current, reason: undefined }));
              }}
              maxLength={reasonMaxLength}
              className="min-h-28"
            />
          )}
        </FormField>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            {t("Cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending} className={cn(destructive && "bg-destructive hover:bg-red-800")}>
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
