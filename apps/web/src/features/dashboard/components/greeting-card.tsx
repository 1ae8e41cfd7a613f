import { Lightbulb } from "lucide-react";
import { useId, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Skeleton } from "@/components/ui/skeleton";
import { t } from "@/lib/i18n/i18n";
import { initialOf } from "@/lib/profile-format";
import { randomTip } from "../utils/dating-tips";

type GreetingCardProps = {
  firstName: string | null | undefined;
  photo: string | null | undefined;
  /** Used for the initial when there is no name yet. */
  email: string;
  loading: boolean;
};

/** Spec 000 section 2: 'Welcome back, {first name}', the first photo (or an initial) and a tip. */
export function GreetingCard({ firstName, photo, email, loading }: GreetingCardProps) {
  // One tip per visit: chosen once when the dashboard mounts, not on every render.
  const [tip] = useState(randomTip);
  const name = firstName?.trim();
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-(--radius-card) bg-linear-to-br from-rose-100 via-rose-50 to-amber-50 p-5 ring-1 ring-rose-200/70 sm:p-7"
    >
      <div className="flex items-center gap-4">
        {loading ? (
          <Skeleton className="size-16 shrink-0 rounded-full bg-rose-200 sm:size-18" />
        ) : (
          <Avatar
            src={photo}
            fallback={initialOf(name, email)}
            className="size-16 bg-white shadow-sm ring-4 ring-white sm:size-18"
            pixels={72}
            fallbackClassName="text-2xl sm:text-3xl"
          />
        )}
        <div className="min-w-0">
          <h1 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {loading ? (
              <>
                {/* About a short first name wide: a wider one wrapped the heading on a phone, then it unwrapped. */}
                {t("Welcome back")}
                <Skeleton className="ml-2 inline-block h-7 w-14 bg-rose-200 align-middle" />
              </>
            ) : name ? (
              t("Welcome back, {name}", { name })
            ) : (
              t("Welcome back")
            )}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {t("Here is what is happening with your matches today.")}
          </p>
        </div>
      </div>
      <div className="mt-5 flex gap-3 rounded-2xl bg-white/80 p-4 shadow-xs">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800"
        >
          <Lightbulb className="size-4" />
        </span>
        <div>
          <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">{t("Dating tip")}</p>
          <p className="mt-1 text-sm leading-relaxed text-foreground">{t(tip)}</p>
        </div>
      </div>
    </section>
  );
}
