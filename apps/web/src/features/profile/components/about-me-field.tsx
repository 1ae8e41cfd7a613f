import { PROFILE_LIMITS, PROFILE_MESSAGES } from "@kindred/contracts";
import { useFormContext, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { t } from "@/lib/i18n/i18n";
import { cn } from "@/lib/utils";
import type { ProfileFormValues } from "../utils/profile-form-values";
import { FormSubsection } from "./form-section";

/**
 * Spec 000 section 5: 'n/500 characters', and 'Bio is too long' in red when over. Nothing blocks
 * saving: the server refuses, and its message then shows here as the field's error.
 */
export function AboutMeField() {
  const { register, control, formState } = useFormContext<ProfileFormValues>();
  const bio = useWatch({ control, name: "bio" }) ?? "";
  const tooLong = bio.length > PROFILE_LIMITS.bioMax;
  const serverError = formState.errors.bio?.message;
  return (
    <FormSubsection title={t("About Me")}>
      <FormField
        label={t("Bio")}
        error={serverError}
        hint={
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            {tooLong && !serverError ? (
              <span className="font-medium text-destructive">{t(PROFILE_MESSAGES.bioTooLong)}</span>
            ) : (
              <span>{t("A few lines about you, what you love and what you're looking for.")}</span>
            )}
            <span className={cn("tabular-nums", tooLong && "font-medium text-destructive")}>
              {t("{count}/{max} characters", { count: bio.length, max: PROFILE_LIMITS.bioMax })}
            </span>
          </div>
        }
      >
        {(field) => <Textarea {...field} rows={5} {...register("bio")} />}
      </FormField>
    </FormSubsection>
  );
}
