import { GENDERS, INTERESTED_IN, PROFILE_LIMITS, RELATIONSHIP_TYPES } from "@kindred/contracts";
import { Controller, useFormContext } from "react-hook-form";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { t } from "@/lib/i18n/i18n";
import { emptyToNull, toWholeNumber, type ProfileFormValues } from "../utils/profile-form-values";
import { translatedChoices, translatedOptions } from "@/lib/i18n/translated-options";
import { FormSubsection } from "./form-section";

export function PersonalInformationFields() {
  const { register, control, formState } = useFormContext<ProfileFormValues>();
  const { errors } = formState;
  return (
    <FormSubsection title={t("Personal Information")}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t("First Name")} required error={errors.firstName?.message}>
          {(field) => (
            <Input {...field} autoComplete="given-name" maxLength={PROFILE_LIMITS.nameMax} {...register("firstName")} />
          )}
        </FormField>
        <FormField label={t("Last Name")} error={errors.lastName?.message}>
          {(field) => (
            <Input {...field} autoComplete="family-name" maxLength={PROFILE_LIMITS.nameMax} {...register("lastName")} />
          )}
        </FormField>
        <FormField label={t("Age")} required error={errors.age?.message}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={PROFILE_LIMITS.ageMin}
              max={PROFILE_LIMITS.ageMax}
              step={1}
              {...register("age", { setValueAs: toWholeNumber })}
            />
          )}
        </FormField>
        <SelectField
          label={t("Gender")}
          required
          placeholder={t("Select your gender")}
          options={translatedOptions(GENDERS)}
          error={errors.gender?.message}
          {...register("gender", { setValueAs: emptyToNull })}
        />
        <SelectField
          label={t("Interested In")}
          placeholder={t("Select who you'd like to meet")}
          options={translatedOptions(INTERESTED_IN)}
          error={errors.interestedIn?.message}
          className="sm:col-span-2"
          {...register("interestedIn", { setValueAs: emptyToNull })}
        />
      </div>
      <Controller
        control={control}
        name="relationshipType"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend={t("Relationship Style")}
            description={t("The kinds of relationship you are open to.")}
            {...translatedChoices(RELATIONSHIP_TYPES, field.value ?? [], field.onChange)}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="lookingFor"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend={t("Looking For")}
            description={t("What you hope to find here.")}
            {...translatedChoices(RELATIONSHIP_TYPES, field.value ?? [], field.onChange)}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormSubsection>
  );
}
