import { LanguageChangeSchema, type Locale, type Me } from "@kindred/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { switchLocale } from "@/lib/i18n/i18n";
import { rememberLocale } from "@/lib/i18n/locale-preference";
import { ME_QUERY_KEY } from "@/lib/query-client";

/** `PUT /api/settings/language`: the account's language (its mails and pushes too). */
export const saveLanguage = (locale: Locale) =>
  apiFetch("/api/settings/language", { method: "PUT", body: { locale }, schema: LanguageChangeSchema });

/**
 * Saves the language on the account, then shows the app in it: this device keeps the choice, and
 * the screens render again in the new language once its texts are here.
 */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onSuccess: async ({ locale }) => {
      queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) => (me ? { ...me, locale } : me));
      rememberLocale(locale);
      await switchLocale(locale);
    },
  });
}
