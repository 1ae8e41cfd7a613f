import { Heart } from "lucide-react";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { t } from "@/lib/i18n/i18n";

/** Spec 000 section 2: the profile page's loading screen. */
export function ProfileLoading() {
  useDocumentTitle(t("Your Profile"));
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <div role="status" className="grid justify-items-center gap-4">
        <span className="relative flex size-16 items-center justify-center">
          <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-full bg-rose-200/70" />
          <span className="relative flex size-16 items-center justify-center rounded-full bg-linear-to-br from-rose-400 to-rose-700 text-white shadow-md">
            <Heart aria-hidden="true" className="size-7" fill="currentColor" strokeWidth={0} />
          </span>
        </span>
        <p className="text-lg font-semibold">{t("Loading your profile...")}</p>
        <p className="text-muted-foreground">{t("Finding your perfect matches")}</p>
      </div>
    </main>
  );
}
