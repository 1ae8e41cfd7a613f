import {
  COMMUNICATION_STYLES,
  DEAL_BREAKERS,
  EDUCATION_LEVELS,
  INTERESTS,
  LANGUAGES,
  LOVE_LANGUAGES,
  PROFILE_LIMITS,
  RELATIONSHIP_STATUSES,
  RELIGIONS,
} from "@kindred/contracts";
import { useId } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SelectField } from "@/components/ui/select-field";
import { Switch } from "@/components/ui/switch";
import { emptyToNull, type ProfileFormValues } from "../utils/profile-form-values";
import { MbtiField } from "./mbti-field";

function HasChildrenSwitch() {
  const { control } = useFormContext<ProfileFormValues>();
  const id = useId();
  return (
    <Controller
      control={control}
      name="hasChildren"
      render={({ field }) => (
        <div className="flex items-center justify-between gap-4 rounded-xl border border-input bg-card px-4 py-3 sm:self-end">
          <div className="grid gap-0.5">
            <Label htmlFor={id}>Has Children</Label>
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {field.value ? "Yes, I have children" : "No children"}
            </p>
          </div>
          <Switch
            id={id}
            ref={field.ref}
            name={field.name}
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={`${id}-hint`}
          />
        </div>
      )}
    />
  );
}

/** Primary language is languages[0]; the rest of the list is kept as it was. */
function PrimaryLanguageField() {
  const { control } = useFormContext<ProfileFormValues>();
  return (
    <Controller
      control={control}
      name="languages"
      render={({ field, fieldState }) => {
        const languages = field.value ?? [];
        return (
          <SelectField
            label="Primary Language"
            placeholder={languages.length === 0 ? "Select a language" : undefined}
            options={LANGUAGES}
            value={languages[0] ?? ""}
            error={fieldState.error?.message}
            ref={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => {
              const chosen = LANGUAGES.find((language) => language === event.target.value);
              const rest = languages.slice(1).filter((language) => language !== chosen);
              field.onChange(chosen ? [chosen, ...rest] : rest);
            }}
          />
        );
      }}
    />
  );
}

export function AdditionalDetailsFields() {
  const { register, control, formState } = useFormContext<ProfileFormValues>();
  const { errors } = formState;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Relationship Status"
          placeholder="Select status"
          options={RELATIONSHIP_STATUSES}
          error={errors.relationshipStatus?.message}
          {...register("relationshipStatus", { setValueAs: emptyToNull })}
        />
        <HasChildrenSwitch />
        <MbtiField />
        <SelectField
          label="Religion"
          placeholder="Select religion"
          options={RELIGIONS}
          error={errors.religion?.message}
          {...register("religion", { setValueAs: emptyToNull })}
        />
        <PrimaryLanguageField />
        <SelectField
          label="Communication Style"
          placeholder="Select a style"
          options={COMMUNICATION_STYLES}
          error={errors.communicationStyle?.message}
          {...register("communicationStyle", { setValueAs: emptyToNull })}
        />
        <SelectField
          label="Love Language"
          placeholder="Select a love language"
          options={LOVE_LANGUAGES}
          error={errors.loveLanguage?.message}
          {...register("loveLanguage", { setValueAs: emptyToNull })}
        />
        <SelectField
          label="Education"
          placeholder="Select education"
          options={EDUCATION_LEVELS}
          error={errors.education?.message}
          {...register("education", { setValueAs: emptyToNull })}
        />
        <FormField label="Occupation" error={errors.occupation?.message}>
          {(field) => (
            <Input
              {...field}
              autoComplete="organization-title"
              maxLength={PROFILE_LIMITS.occupationMax}
              {...register("occupation")}
            />
          )}
        </FormField>
      </div>
      <Controller
        control={control}
        name="interests"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend="Interests"
            description="Pick what you'd love to share with someone."
            options={INTERESTS}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="dealBreakers"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend="Deal Breakers"
            description="Things you won't compromise on."
            options={DEAL_BREAKERS}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
