import { MapPin } from "lucide-react";
import { useId, useState, type KeyboardEvent, type Ref } from "react";
import type { FieldControlProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { t } from "@/lib/i18n/i18n";
import { cn } from "@/lib/utils";
import { useCitySuggestions, type CitySuggestion } from "../api/search-cities";
import { useDebouncedValue } from "../hooks/use-debounced-value";

type CityComboboxProps = {
  control: FieldControlProps;
  value: string;
  country: string;
  state: string | null;
  onChange: (city: string) => void;
  onSelect: (city: CitySuggestion) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

const SEARCH_DELAY_MS = 200;
const describe = (city: CitySuggestion) => (city.state ? `${city.name}, ${city.state}` : city.name);

/**
 * A text box with city suggestions (the ARIA 1.2 combobox pattern): free typing is allowed, arrows
 * move through the list, Enter picks, Escape closes. The server resolves whatever is typed on save.
 */
export function CityCombobox({
  control,
  value,
  country,
  state,
  onChange,
  onSelect,
  disabled,
  inputRef,
}: CityComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value, SEARCH_DELAY_MS);
  const suggestions = useCitySuggestions({ country, state, q: query });

  const items = open && country && value.trim() ? (suggestions.data ?? []) : [];
  // Nothing to suggest once the text is exactly the one suggestion left.
  const expanded = items.length > 0 && !(items.length === 1 && items[0]!.name === value);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (city: CitySuggestion) => {
    onSelect(city);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, items.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter" && expanded && active >= 0 && items[active]) {
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <Input
        {...control}
        ref={inputRef}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={country ? t("Start typing your city") : t("Choose a country first")}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t("City suggestions")}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1.5 max-h-64 overflow-auto rounded-xl border border-border bg-card p-1 shadow-lg shadow-stone-900/10"
      >
        {expanded
          ? items.map((city, index) => (
              <li
                key={describe(city)}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keep focus in the text box so choosing does not blur (and close) the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(city)}
                onMouseEnter={() => setActive(index)}
                className={cn(
                  "flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm",
                  index === active ? "bg-accent text-accent-foreground" : "text-foreground",
                )}
              >
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span>
                  <span className="font-medium">{city.name}</span>
                  {city.state ? <span className="text-muted-foreground">, {city.state}</span> : null}
                </span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
