import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { FormField } from "./form-field";

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<ComponentProps<"select">, "children" | "id"> & {
  label: string;
  options: readonly SelectOption[] | readonly string[];
  /** The empty first choice ("Select..."); leave out when a value is always chosen. */
  placeholder?: string;
  error?: string | undefined;
  hint?: string;
  id?: string;
};

const toOption = (option: SelectOption | string): SelectOption =>
  typeof option === "string" ? { value: option, label: option } : option;

export const selectClassName =
  "h-11 w-full min-w-0 appearance-none rounded-xl border border-input bg-card pr-10 pl-3.5 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/30 sm:text-sm";

/**
 * A labelled native <select>: the platform's picker on phones, full keyboard and screen-reader
 * support everywhere, and it works with react-hook-form's `register` as is.
 */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  id,
  required,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FormField label={label} required={required} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <select className={selectClassName} {...control} {...selectProps}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map(toOption).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
        </div>
      )}
    </FormField>
  );
}
