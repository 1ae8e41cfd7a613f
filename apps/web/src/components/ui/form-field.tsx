import { useId, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { Label } from "./label";
import { translateIfMessage } from "@/lib/i18n/i18n";

/** What a control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

type FormFieldProps = {
  label: string;
  /** Marks the field with an asterisk (hidden from screen readers, which hear `required` instead). */
  required?: boolean;
  error?: string | undefined;
  /** Guidance under the field; stays visible next to an error. */
  hint?: ReactNode;
  /** Something on the label's line, at its end (a counter, a link). */
  aside?: ReactNode;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A label, a control and its messages, wired for assistive tech: the control gets the id the label
 * points at, aria-invalid while there is an error, and aria-describedby naming the hint and error.
 */
export function FormField({ label, required, error, hint, aside, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const control: FieldControlProps = { id: controlId };
  if (required) control.required = true;
  if (error) control["aria-invalid"] = true;
  if (describedBy) control["aria-describedby"] = describedBy;

  return (
    <div className={cn("grid content-start gap-2", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <span className="inline-flex items-baseline gap-0.5">
          <Label htmlFor={controlId}>{label}</Label>
          {/* Outside the label, so the field's name stays exactly its label. */}
          {required ? (
            <span aria-hidden="true" className="text-sm font-medium text-primary-strong">
              *
            </span>
          ) : null}
        </span>
        {aside}
      </div>
      {children(control)}
      {hint ? (
        <div id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {translateIfMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
