import { MBTI_INFO, MBTI_NOT_SURE, MBTI_TYPES, ROUTES, mbtiLink } from "@kindred/contracts";
import { ExternalLink } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { SelectField } from "@/components/ui/select-field";
import { t } from "@/lib/i18n/i18n";
import { emptyToNull, type ProfileFormValues } from "../utils/profile-form-values";

/** The types are named by their codes in every language; "Not sure" is translated. */
const MBTI_TYPE_OPTIONS = MBTI_TYPES.map((type) => ({ value: type, label: type }));
const isType = (value: unknown): value is keyof typeof MBTI_INFO =>
  typeof value === "string" && (MBTI_TYPES as readonly string[]).includes(value);

/** The 16 types plus 'Not sure'; a chosen type shows its name, a summary and a link to read more. */
export function MbtiField() {
  const { register, control, formState } = useFormContext<ProfileFormValues>();
  const type = useWatch({ control, name: "mbtiType" });
  return (
    <div className="grid content-start gap-3 sm:col-span-2 sm:grid-cols-2 sm:gap-5">
      <SelectField
        label={t("MBTI Type")}
        placeholder={t("Select your type")}
        options={[...MBTI_TYPE_OPTIONS, { value: MBTI_NOT_SURE, label: t(MBTI_NOT_SURE) }]}
        error={formState.errors.mbtiType?.message}
        {...register("mbtiType", { setValueAs: emptyToNull })}
      />
      {isType(type) ? (
        <div className="grid content-start gap-1.5 rounded-xl border border-rose-100 bg-rose-50/70 p-4">
          <p className="font-semibold">
            {type} <span className="text-muted-foreground">·</span> {t(MBTI_INFO[type].name)}
          </p>
          <p className="text-sm leading-relaxed text-stone-700">{t(MBTI_INFO[type].summary)}</p>
          <a
            href={mbtiLink(type)}
            target="_blank"
            rel="noopener noreferrer"
            className="tap-target relative inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-semibold text-primary-strong underline underline-offset-4"
          >
            {t("Learn more about {type}", { type })}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t("(opens in a new tab)")}</span>
          </a>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground sm:self-end sm:pb-3">
          {t("Not sure?")}{" "}
          <Link to={ROUTES.personalityTests} className="font-semibold text-primary-strong underline underline-offset-4">
            {t("Take a personality test")}
          </Link>
        </p>
      )}
    </div>
  );
}
