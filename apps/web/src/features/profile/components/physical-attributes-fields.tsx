import { ETHNICITIES, PROFILE_LIMITS, bmi, bmiLabel } from "@kindred/contracts";
import { useFormContext, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
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
        BMI: {value.toFixed(1)} ({bmiLabel(value)})
      </span>
    </p>
  );
}

export function PhysicalAttributesFields() {
  const { register, formState } = useFormContext<ProfileFormValues>();
  const { errors } = formState;
  return (
    <FormSubsection title="Physical Attributes">
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          label="Ethnicity"
          placeholder="Select ethnicity"
          options={ETHNICITIES}
          error={errors.ethnicity?.message}
          {...register("ethnicity", { setValueAs: emptyToNull })}
        />
        <FormField label="Height (cm)" error={errors.height?.message}>
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
        <FormField label="Weight (kg)" error={errors.weight?.message}>
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
