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
import { t } from "@/lib/i18n/i18n";
import { emptyToNull, type ProfileFormValues } from "../utils/profile-form-values";
import { translatedChoices, translatedOptions } from "@/lib/i18n/translated-options";
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
            <Label htmlFor={id}>{t("Has Children")}</Label>
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {field.value ? t("Yes, I have children") : t("No children")}
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
            label={t("Primary Language")}
            placeholder={languages.length === 0 ? t("Select a language") : undefined}
            options={translatedOptions(LANGUAGES)}
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
          label={t("Relationship Status")}
          placeholder={t("Select status")}
          options={translatedOptions(RELATIONSHIP_STATUSES)}
          error={errors.relationshipStatus?.message}
          {...register("relationshipStatus", { setValueAs: emptyToNull })}
        />
        <HasChildrenSwitch />
        <MbtiField />
        <SelectField
          label={t("Religion")}
          placeholder={t("Select religion")}
          options={translatedOptions(RELIGIONS)}
          error={errors.religion?.message}
          {...register("religion", { setValueAs: emptyToNull })}
        />
        <PrimaryLanguageField />
        <SelectField
          label={t("Communication Style")}
          placeholder={t("Select a style")}
          options={translatedOptions(COMMUNICATION_STYLES)}
          error={errors.communicationStyle?.message}
          {...register("communicationStyle", { setValueAs: emptyToNull })}
        />
        <SelectField
          label={t("Love Language")}
          placeholder={t("Select a love language")}
          options={translatedOptions(LOVE_LANGUAGES)}
          error={errors.loveLanguage?.message}
          {...register("loveLanguage", { setValueAs: emptyToNull })}
        />
        <SelectField
          label={t("Education")}
          placeholder={t("Select education")}
          options={translatedOptions(EDUCATION_LEVELS)}
          error={errors.education?.message}
          {...register("education", { setValueAs: emptyToNull })}
        />
        <FormField label={t("Occupation")} error={errors.occupation?.message}>
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
            legend={t("Interests")}
            description={t("Pick what you'd love to share with someone.")}
            {...translatedChoices(INTERESTS, field.value ?? [], field.onChange)}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="dealBreakers"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend={t("Deal Breakers")}
            description={t("Things you won't compromise on.")}
            {...translatedChoices(DEAL_BREAKERS, field.value ?? [], field.onChange)}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
