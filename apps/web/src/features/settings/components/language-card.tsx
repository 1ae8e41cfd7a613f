import { LOCALE_NAMES, LOCALES, isLocale } from "@kindred/contracts";
import { SelectField } from "@/components/ui/select-field";
import { t } from "@/lib/i18n/i18n";
import { useLocale } from "@/lib/i18n/use-locale";
import { toast } from "@/lib/toast";
import { serverMessage } from "@/lib/server-message";
import { useChangeLanguage } from "../api/language";
import { SettingsCard } from "./settings-card";

/** Each language in its own words, so a member lost in the wrong one still finds theirs. */
const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/** Issue 32: the member's language, for this app on every device, their mails and their pushes. */
export function LanguageCard() {
  const locale = useLocale();
  const change = useChangeLanguage();
  return (
    <SettingsCard
      title={t("Language")}
      description={t("Kindred, its emails and its notifications speak the language you choose here.")}
    >
      <SelectField
        label={t("Language")}
        name="language"
        options={OPTIONS}
        value={change.isPending && isLocale(change.variables) ? change.variables : locale}
        disabled={change.isPending}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next) || next === locale) return;
          change.mutate(next, {
            onError: (error) =>
              toast.error(serverMessage(error, t("Couldn't change your language. Please try again."))),
          });
        }}
      />
    </SettingsCard>
  );
}
