import { useId } from "react";
import { cn } from "@/lib/utils";

type RadioChipGroupProps<T extends string> = {
  /** The group's name, read as the fieldset's legend. */
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (next: T) => void;
  className?: string;
};

/**
 * A single choice as a row of chips: real radio inputs (arrow keys move between them) in a fieldset,
 * so it reads as "Male, radio button, 2 of 4, Gender, group". The look matches `CheckboxGroup`.
 */
export function RadioChipGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
}: RadioChipGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={cn("grid gap-3", className)}>
      <legend className="mb-1 text-sm font-medium text-foreground">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label key={option.value} className="relative inline-flex">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="peer absolute inset-x-0 -inset-y-1 z-10 cursor-pointer appearance-none rounded-full"
              />
              <span
                className={cn(
                  "inline-flex h-9 min-w-14 items-center justify-center rounded-full border px-3.5 text-sm font-medium transition-colors select-none peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
                  checked
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-input bg-card text-foreground peer-hover:border-stone-400 peer-hover:bg-muted",
                )}
              >
                {option.label}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
