import { DECK_FILTER_LIMITS, milesToKm } from "@kindred/contracts";
import { RotateCw } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { RangeSlider } from "@/components/ui/range-slider";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { useOwnProfile } from "@/lib/own-profile/get-own-profile";
import { serverMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { usePreferences, useUpdatePreferences } from "../api/discovery-preferences";
import { distanceOf, milesText, reachLabel, toFilterValues, type FilterValues } from "../utils/filter-values";

/** The slider's ends: "1 mi", "50 mi". */
const shortMiles = (miles: number) => formatNumber(miles, { style: "unit", unit: "mile", unitDisplay: "short" });

const { ageMin, ageMax, distanceMilesMin, distanceMilesMax } = DECK_FILTER_LIMITS;

type FilterFormProps = { initial: FilterValues; country: string | null; onSaved: () => void };

function FilterForm({ initial, country, onSaved }: FilterFormProps) {
  const [values, setValues] = useState(initial);
  const save = useUpdatePreferences();
  const id = useId();
  const distanceKm = values.countrywide ? null : (values.widenedKm ?? milesToKm(values.miles));

  const apply = () =>
    save.mutate(
      { minAge: values.minAge, maxAge: values.maxAge, distanceKm },
      {
        onSuccess: () => {
          toast.success(t("Filters saved"));
          onSaved();
        },
      },
    );

  return (
    <>
      <div className="grid gap-8 px-5 py-6 sm:px-6">
        <div className="grid gap-4">
          <div className="flex items-baseline justify-between gap-3">
            <h3 id={`${id}-age`} className="text-sm font-semibold">
              {t("Age range")}
            </h3>
            <p className="text-sm font-semibold text-primary-strong tabular-nums">
              {values.minAge} - {values.maxAge}
            </p>
          </div>
          <RangeSlider
            aria-labelledby={`${id}-age`}
            min={ageMin}
            max={ageMax}
            step={1}
            minStepsBetweenThumbs={0}
            value={[values.minAge, values.maxAge]}
            thumbLabels={[t("Minimum age"), t("Maximum age")]}
            formatValue={(age) => t("{age, plural, one {# year} other {# years}}", { age })}
            onValueChange={([min = ageMin, max = ageMax]) =>
              setValues((current) => ({ ...current, minAge: min, maxAge: max }))
            }
          />
          <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
            <span>{ageMin}</span>
            <span>{ageMax}</span>
          </div>
        </div>
        <div className="grid gap-4">
          <div className="flex items-baseline justify-between gap-3">
            <h3 id={`${id}-distance`} className="text-sm font-semibold">
              {t("Maximum distance")}
            </h3>
            <p className="min-w-0 truncate text-sm font-semibold text-primary-strong tabular-nums">
              {distanceOf(values, country)}
            </p>
          </div>
          <RangeSlider
            aria-labelledby={`${id}-distance`}
            min={distanceMilesMin}
            max={distanceMilesMax}
            step={1}
            value={[values.miles]}
            disabled={values.countrywide}
            thumbLabels={[t("Maximum distance in miles")]}
            formatValue={milesText}
            // Moving the slider is choosing a radius of its own: any widening from the deck gives way.
            onValueChange={([value = distanceMilesMax]) =>
              setValues((current) => ({ ...current, miles: value, widenedKm: null }))
            }
          />
          <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
            <span>{shortMiles(distanceMilesMin)}</span>
            <span>{shortMiles(distanceMilesMax)}</span>
          </div>
          {values.widenedKm !== null && !values.countrywide ? (
            <p className="text-xs text-muted-foreground">
              {t("Widened from your stack to {distance}. Move the slider to look closer.", {
                distance: reachLabel(values.widenedKm, country),
              })}
            </p>
          ) : null}
          <div className="flex items-center gap-2.5">
            <Switch
              id={`${id}-country`}
              checked={values.countrywide}
              onCheckedChange={(on) => setValues((current) => ({ ...current, countrywide: on }))}
            />
            <label htmlFor={`${id}-country`} className="text-sm text-foreground">
              {reachLabel(null, country)}
            </label>
          </div>
        </div>
        {save.isError ? (
          <Alert>{serverMessage(save.error, t("Failed to save your filters. Please try again."))}</Alert>
        ) : null}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t("Cancel")}</Button>
        </DialogClose>
        <Button onClick={apply} disabled={save.isPending}>
          {save.isPending ? <RotateCw aria-hidden="true" className="animate-spin" /> : null}
          {t("Apply Filters")}
        </Button>
      </DialogFooter>
    </>
  );
}

type FilterPanelProps = { open: boolean; onOpenChange: (open: boolean) => void; onSaved: () => void };

/** Spec 001 section 2: the filter panel, saved on the server so the deck and other devices agree. */
export function FilterPanel({ open, onOpenChange, onSaved }: FilterPanelProps) {
  const prefs = usePreferences();
  const country = useOwnProfile().data?.country ?? null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t("Filters")}</DialogTitle>
          <DialogDescription>{t("Choose who shows up in your stack.")}</DialogDescription>
        </DialogHeader>
        {prefs.data ? (
          <FilterForm
            initial={toFilterValues(prefs.data)}
            country={country}
            onSaved={() => {
              onOpenChange(false);
              onSaved();
            }}
          />
        ) : prefs.isError ? (
          <div className="grid gap-3 px-5 py-6 sm:px-6">
            <Alert>{serverMessage(prefs.error, t("Failed to load your filters."))}</Alert>
            <Button variant="outline" onClick={() => void prefs.refetch()} disabled={prefs.isRefetching}>
              <RotateCw aria-hidden="true" className={prefs.isRefetching ? "animate-spin" : undefined} />
              {t("Try Again")}
            </Button>
          </div>
        ) : (
          <div className="grid gap-8 px-5 py-6 sm:px-6" role="status" aria-label={t("Loading your filters")}>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
