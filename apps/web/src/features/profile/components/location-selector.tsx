import { COUNTRIES, UNITED_STATES, US_STATES, formatLocation } from "@kindred/contracts";
import { LoaderCircle, LocateFixed, MapPin, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/lib/toast";
import { t, translateIfMessage } from "@/lib/i18n/i18n";
import { LocationError, useCurrentLocation } from "../hooks/use-current-location";
import { LOCATION_MESSAGES } from "../utils/location-messages";
import { translatedOptions } from "@/lib/i18n/translated-options";
import { CityCombobox } from "./city-combobox";

export type LocationValue = { country: string; state: string | null; city: string };
export type LocationErrors = Partial<Record<keyof LocationValue, string>>;

type LocationSelectorProps = {
  value: LocationValue;
  onChange: (next: LocationValue) => void;
  errors?: LocationErrors | undefined;
  disabled?: boolean;
};

const COUNTRY_NAMES = COUNTRIES.map((country) => country.name);
const STATE_NAMES = US_STATES.map((state) => state.name);

/** A place with its country named in the language in use (city and state names stay as they are). */
const placeNamed = <T extends { country: string }>(place: T): T => ({
  ...place,
  country: place.country ? translateIfMessage(place.country) : place.country,
});

/**
 * Country, US state and city (spec 000 section 4, "Location selector"): the state is asked for, and
 * required, only in the United States; the chip shows the location string and clears all three.
 */
export function LocationSelector({ value, onChange, errors, disabled }: LocationSelectorProps) {
  const { locate, isLocating } = useCurrentLocation();
  const isUnitedStates = value.country === UNITED_STATES;
  const summary = formatLocation(placeNamed(value));

  const fillFromCurrentLocation = async () => {
    try {
      const place = await locate();
      onChange({
        country: place.country,
        state: place.country === UNITED_STATES ? place.state : null,
        city: place.city,
      });
      toast.success(t("Location set to {location}", { location: formatLocation(placeNamed(place)) }));
    } catch (error) {
      toast.error(t(error instanceof LocationError ? error.message : LOCATION_MESSAGES.unavailable));
    }
  };

  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t("Country")}
          required
          placeholder={t("Select a country")}
          options={translatedOptions(COUNTRY_NAMES)}
          value={value.country}
          disabled={disabled}
          error={errors?.country}
          autoComplete="country-name"
          onChange={(event) => {
            const country = event.target.value;
            // Another country hides the state, and must not keep it.
            onChange({ ...value, country, state: country === UNITED_STATES ? value.state : null });
          }}
        />
        {isUnitedStates ? (
          <SelectField
            label={t("State")}
            required
            placeholder={t("Select a state")}
            options={STATE_NAMES}
            value={value.state ?? ""}
            disabled={disabled}
            error={errors?.state}
            autoComplete="address-level1"
            onChange={(event) => onChange({ ...value, state: event.target.value || null })}
          />
        ) : null}
      </div>
      <FormField
        label={t("City")}
        required
        error={errors?.city}
        hint={value.country ? undefined : t("Choose a country to see city suggestions.")}
      >
        {(control) => (
          <CityCombobox
            control={control}
            value={value.city}
            country={value.country}
            state={isUnitedStates ? value.state : null}
            disabled={disabled}
            onChange={(city) => onChange({ ...value, city })}
            onSelect={(city) =>
              onChange({ ...value, city: city.name, state: isUnitedStates ? (city.state ?? value.state) : null })
            }
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        {summary ? (
          <span className="inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-2xl border border-rose-200 bg-accent py-1 pr-1 pl-3 text-sm font-medium text-accent-foreground">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 [overflow-wrap:anywhere]" data-testid="location-summary">
              {summary}
            </span>
            <button
              type="button"
              aria-label={t("Clear location")}
              disabled={disabled}
              onClick={() => onChange({ country: "", state: null, city: "" })}
              className="tap-target relative inline-flex size-7 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-rose-200/70"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </span>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || isLocating}
          aria-busy={isLocating || undefined}
          onClick={() => void fillFromCurrentLocation()}
        >
          {isLocating ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <LocateFixed aria-hidden="true" />
          )}
          {t("Use current location")}
        </Button>
      </div>
    </div>
  );
}
