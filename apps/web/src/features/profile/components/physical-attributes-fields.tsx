import { ETHNICITIES, PROFILE_LIMITS, bmi, bmiLabel } from "@kindred/contracts";
import { useFormContext, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { translatedOptions } from "@/lib/i18n/translated-options";
import { emptyToNull, toWholeNumber, type ProfileFormValues } from "../utils/profile-form-values";
import { FormSubsection } from "./form-section";

/** Spec 000 section 5: shown only when height and weight are both positive. */
function BmiLine() {
  const { control } = useFormContext<ProfileFormValues>();
  const [height, weight] = useWatch({ control, name: ["height", "weight"] });
  const value = bmi(height, weight);
  if (value === undefined) return null;
  return (
    <p className="text-sm">
      <span className="inline-flex items-center rounded-full bg-muted px-3 py-1 font-medium text-stone-700">
        {t("BMI: {value} ({label})", {
          value: formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          label: t(bmiLabel(value)),
        })}
      </span>
    </p>
  );
}

export function PhysicalAttributesFields() {
  const { register, formState } = useFormContext<ProfileFormValues>();
  const { errors } = formState;
  return (
    <FormSubsection title={t("Physical Attributes")}>
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          label={t("Ethnicity")}
          placeholder={t("Select ethnicity")}
          options={translatedOptions(ETHNICITIES)}
          error={errors.ethnicity?.message}
          {...register("ethnicity", { setValueAs: emptyToNull })}
        />
        <FormField label={t("Height (cm)")} error={errors.height?.message}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={PROFILE_LIMITS.heightMin}
              max={PROFILE_LIMITS.heightMax}
              step={1}
              {...register("height", { setValueAs: toWholeNumber })}
            />
          )}
        </FormField>
        <FormField label={t("Weight (kg)")} error={errors.weight?.message}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={PROFILE_LIMITS.weightMin}
              max={PROFILE_LIMITS.weightMax}
              step={1}
              {...register("weight", { setValueAs: toWholeNumber })}
            />
          )}
        </FormField>
      </div>
      <BmiLine />
    </FormSubsection>
  );
}
