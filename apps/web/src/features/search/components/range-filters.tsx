import { SEARCH_DEFAULTS, SEARCH_LIMITS } from "@kindred/contracts";
import { useId, useState } from "react";
import { RangeSlider } from "@/components/ui/range-slider";
import { Switch } from "@/components/ui/switch";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { useDebouncedCallback } from "../hooks/use-debounced-callback";
import type { SearchFilters } from "../utils/search-filters";

/** A slider searches once it rests this long: one search for a run of arrow-key presses. */
const SLIDER_DEBOUNCE_MS = 300;

/** "50 km", in the language in use. */
const kilometres = (km: number) => formatNumber(km, { style: "unit", unit: "kilometer", unitDisplay: "short" });

type RangeFiltersProps = {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
};

/**
 * What a slider shows: the thumbs' position while they move (a draft), the filters' once those
 * change. The search runs after the thumb is let go (or keys rest), not for every pixel of a drag.
 */
function useSliderDraft(committed: number[], onCommit: (value: number[]) => void) {
  const [draft, setDraft] = useState<number[] | null>(null);
  const [seen, setSeen] = useState(committed.join());
  // The last value this slider sent. When the filters come back with it, the thumb may already have
  // moved on (keys pressed while the search was on its way): keep that draft. Any other change (Reset,
  // Back, the switch) replaces the draft.
  const [sent, setSent] = useState<string | null>(null);
  if (seen !== committed.join()) {
    setSeen(committed.join());
    if (committed.join() !== sent || draft?.join() === committed.join()) setDraft(null);
  }
  const { debounced } = useDebouncedCallback((value: number[]) => {
    setSent(value.join());
    onCommit(value);
  }, SLIDER_DEBOUNCE_MS);
  return { value: draft ?? committed, onValueChange: setDraft, onValueCommit: debounced };
}

export function AgeFilter({ filters, onChange }: RangeFiltersProps) {
  const labelId = useId();
  const slider = useSliderDraft([filters.minAge, filters.maxAge], ([minAge, maxAge]) =>
    onChange({ minAge: minAge ?? filters.minAge, maxAge: maxAge ?? filters.maxAge }),
  );
  const [minAge, maxAge] = slider.value;
  return (
    <div role="group" aria-labelledby={labelId} className="grid content-start gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="text-sm font-medium">
          {t("Age range")}
        </span>
        <span className="text-sm font-semibold text-primary-strong tabular-nums">
          {minAge} - {maxAge}
        </span>
      </div>
      <RangeSlider
        {...slider}
        min={SEARCH_LIMITS.ageMin}
        max={SEARCH_LIMITS.ageMax}
        step={1}
        minStepsBetweenThumbs={0}
        thumbLabels={[t("Minimum age"), t("Maximum age")]}
      />
    </div>
  );
}

export function DistanceFilter({ filters, onChange }: RangeFiltersProps) {
  const labelId = useId();
  const anyId = useId();
  const limited = filters.distanceKm !== null;
  const slider = useSliderDraft([filters.distanceKm ?? SEARCH_DEFAULTS.distanceKm], ([km]) => {
    if (km !== undefined) onChange({ distanceKm: km });
  });
  return (
    <div role="group" aria-labelledby={labelId} className="grid content-start gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="text-sm font-medium">
          {t("Distance")}
        </span>
        <span className="text-sm font-semibold text-primary-strong tabular-nums">
          {limited ? t("Within {distance}", { distance: kilometres(slider.value[0]!) }) : t("Any distance")}
        </span>
      </div>
      <RangeSlider
        {...slider}
        min={SEARCH_LIMITS.distanceMin}
        max={SEARCH_LIMITS.distanceMax}
        step={1}
        disabled={!limited}
        thumbLabels={[t("Maximum distance")]}
        formatValue={kilometres}
      />
      <div className="flex items-center gap-2.5">
        <Switch
          id={anyId}
          checked={!limited}
          onCheckedChange={(any) => onChange({ distanceKm: any ? null : SEARCH_DEFAULTS.distanceKm })}
        />
        <label htmlFor={anyId} className="text-sm text-foreground">
          {t("Any distance")}
        </label>
      </div>
    </div>
  );
}
