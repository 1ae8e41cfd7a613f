import { useId, type ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { Input } from "./input";
import { Label } from "./label";
import { translateIfMessage } from "@/lib/i18n/i18n";

type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  /** The field's validation message, shown under it and announced. */
  error?: string | undefined;
  /** Guidance shown under the field until there is an error to show instead. */
  hint?: string;
};

/** A labelled input with its error wired up for assistive tech (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, className, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {translateIfMessage(error)}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
