import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN, AppealInputSchema, NOTICE_TEXT } from "@kindred/contracts";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { t } from "@/lib/i18n/i18n";

type AppealFormProps = {
  /** The form's id, so a submit button outside it (a dialog's footer) can submit it. */
  id: string;
  pending: boolean;
  onSubmit: (text: string) => void;
  autoFocus?: boolean;
  /** Buttons inside the form, when they sit with it (the appeal page). */
  children?: ReactNode;
};

/** The appeal's text, checked with the server's own rule (10 to 2000 characters) before it is sent. */
export function AppealForm({ id, pending, onSubmit, autoFocus, children }: AppealFormProps) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);

  // Opened under a long statement, the box would sit half below the fold: bring all of it into view.
  useEffect(() => {
    if (autoFocus) formRef.current?.scrollIntoView({ block: "nearest" });
  }, [autoFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AppealInputSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onSubmit(parsed.data.text);
  };

  return (
    <form ref={formRef} id={id} onSubmit={submit} noValidate className="grid scroll-mb-5 gap-4">
      <FormField
        label={t("Your appeal")}
        required
        error={error}
        hint={
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span>{t("At least {min} characters.", { min: APPEAL_TEXT_MIN })}</span>
            <span className="tabular-nums">
              {text.length}/{APPEAL_TEXT_MAX}
            </span>
          </div>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(undefined);
            }}
            placeholder={t(NOTICE_TEXT.appealPlaceholder)}
            maxLength={APPEAL_TEXT_MAX}
            disabled={pending}
            // Opened on purpose by 'Appeal this decision': the member came to write.
            autoFocus={autoFocus}
            className="min-h-32"
          />
        )}
      </FormField>
      {children}
    </form>
  );
}
