import { Controller, useFormContext } from "react-hook-form";
import { t } from "@/lib/i18n/i18n";
import type { ProfileFormValues } from "../utils/profile-form-values";
import { FormSubsection } from "./form-section";
import { LocationSelector } from "./location-selector";

export function LocationFields() {
  const { control } = useFormContext<ProfileFormValues>();
  return (
    <FormSubsection title={t("Location")}>
      <Controller
        control={control}
        name="location"
        render={({ field, fieldState }) => {
          const errors = fieldState.error as
            (Record<"country" | "state" | "city", { message?: string } | undefined> & { message?: string }) | undefined;
          return (
            <LocationSelector
              value={{
                country: field.value.country ?? "",
                state: field.value.state ?? null,
                city: field.value.city ?? "",
              }}
              onChange={field.onChange}
              errors={{
                country: errors?.country?.message,
                state: errors?.state?.message,
                city: errors?.city?.message ?? errors?.message,
              }}
            />
          );
        }}
      />
    </FormSubsection>
  );
}
