import { SEARCH_LIMITS, SEARCH_MESSAGES } from "@kindred/contracts";
import { Search, X } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { t } from "@/lib/i18n/i18n";
import { useDebouncedCallback } from "../hooks/use-debounced-callback";

/** Typing pauses this long before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

type SearchBoxProps = {
  /** The text the results are for (from the address bar). */
  value: string;
  onSearch: (text: string) => void;
};

/**
 * The search text box: the results follow the text 300 ms after typing stops, or at once on Enter.
 * It keeps its own text while typing, and takes the address bar's when that changes (Back).
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [searched, setSearched] = useState(value);
  const { debounced, flush } = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);

  // The address bar changed under us (Back, a reset link): show its text, unless it is what we typed.
  if (value !== searched) {
    setSearched(value);
    if (value !== text.trim()) setText(value);
  }

  const change = (next: string) => {
    setText(next);
    debounced(next.trim());
  };

  return (
    <form
      role="search"
      className="relative min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        flush();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t("Search")}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(event) => change(event.target.value)}
        placeholder={t(SEARCH_MESSAGES.placeholder)}
        maxLength={SEARCH_LIMITS.queryMax}
        enterKeyHint="search"
        autoComplete="off"
        className={cn("h-12 rounded-full pl-10.5 [&::-webkit-search-cancel-button]:hidden", text ? "pr-11" : "pr-4")}
      />
      {text ? (
        <button
          type="button"
          aria-label={t("Clear search")}
          onClick={() => {
            change("");
            flush();
          }}
          className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </form>
  );
}
