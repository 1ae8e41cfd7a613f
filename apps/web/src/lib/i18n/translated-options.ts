import type { SelectOption } from "@/components/ui/select-field";
import { t } from "@/lib/i18n/i18n";

/** A select's options, each label in the language in use; the values (what is stored) stay as they are. */
export const translatedOptions = (options: readonly (SelectOption | string)[]): SelectOption[] =>
  options.map((option) =>
    typeof option === "string" ? { value: option, label: t(option) } : { value: option.value, label: t(option.label) },
  );

/**
 * A chip group's props for a list whose stored values are its English labels (interests, deal
 * breakers...): the chips show and hand back the labels in the language in use, the form keeps the
 * stored values.
 */
export function translatedChoices<T extends string>(
  options: readonly T[],
  value: readonly T[],
  onChange: (next: T[]) => void,
) {
  const labels = options.map((option) => t(option));
  const stored = new Map(labels.map((label, index) => [label, options[index]!]));
  return {
    options: labels,
    value: value.map((option) => t(option)),
    onChange: (next: string[]) => onChange(next.flatMap((label) => stored.get(label) ?? [])),
  };
}
