import { Check } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/utils";
import { translateIfMessage } from "@/lib/i18n/i18n";

type CheckboxGroupProps<T extends string> = {
  /** The group's name, read as the fieldset's legend. */
  legend: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  /** A line under the legend, e.g. "Choose all that apply". */
  description?: string;
  error?: string | undefined;
  disabled?: boolean;
  /** Options that cannot be changed now (e.g. the unchosen ones once a maximum is reached). */
  disabledOptions?: readonly T[];
  className?: string;
};

/**
 * A multi-select as a row of chips. Each chip is a real checkbox (stretched invisibly over the chip)
 * inside a fieldset with a legend, so it reads as "Travel, checkbox, checked, Interests, group".
 */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  description,
  error,
  disabled,
  disabledOptions,
  className,
}: CheckboxGroupProps<T>) {
  const baseId = useId();
  const describedBy = [description ? `${baseId}-description` : null, error ? `${baseId}-error` : null]
    .filter(Boolean)
    .join(" ");
  const toggle = (option: T, checked: boolean) =>
    onChange(checked ? options.filter((o) => o === option || value.includes(o)) : value.filter((o) => o !== option));

  return (
    <fieldset className={cn("grid gap-3", className)} aria-describedby={describedBy || undefined} disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-foreground">{legend}</legend>
      {description ? (
        <p id={`${baseId}-description`} className="-mt-2 text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label key={option} className="relative inline-flex">
              <input
                type="checkbox"
                className="peer absolute inset-x-0 -inset-y-1 z-10 cursor-pointer appearance-none rounded-full disabled:cursor-not-allowed"
                checked={checked}
                disabled={disabledOptions?.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              <span
                className={cn(
                  "inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors select-none peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:opacity-60",
                  checked
                    ? "border-primary bg-accent text-accent-foreground"
                    : "border-input bg-card text-foreground peer-hover:border-stone-400 peer-hover:bg-muted",
                )}
              >
                {checked ? <Check aria-hidden="true" className="size-3.5" strokeWidth={3} /> : null}
                {option}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${baseId}-error`} role="alert" className="text-sm font-medium text-destructive">
          {translateIfMessage(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
