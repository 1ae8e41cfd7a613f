import { MINIMUM_AGE, ROUTES } from "@kindred/contracts";
import { ArrowRight, Check, HeartHandshake } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/i18n";

/** Stands in for an element inside a message: the translated words are split where it lands. */
const SLOT = "\u0000";

/** A glimpse of the quiz's outcome; purely decorative, so hidden from assistive tech. */
function HeroArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm lg:max-w-md">
      <div className="absolute -inset-4 -z-10 rounded-[2.5rem] bg-linear-to-br from-rose-200 via-rose-100 to-amber-100 blur-2xl" />
      <div className="rounded-[2rem] bg-linear-to-br from-rose-500 to-rose-700 p-6 shadow-xl shadow-rose-900/20 sm:p-8">
        <div className="rounded-2xl bg-white p-5 shadow-lg">
          <div className="flex items-center gap-3">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-rose-100 text-rose-700">
              <HeartHandshake className="size-6" />
            </span>
            <div>
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {t("Your match style")}
              </p>
              <p className="text-lg font-bold text-foreground">{t("Deep Connector")}</p>
            </div>
          </div>
          <div className="mt-5 h-2 rounded-full bg-rose-100">
            <div className="h-2 w-full rounded-full bg-linear-to-r from-rose-400 to-rose-600" />
          </div>
          <p className="mt-2 text-xs text-muted-foreground">{t("7 of 7 questions answered")}</p>
        </div>
        <ul className="mt-5 grid gap-2.5">
          {[t("Communication style"), t("Shared values"), t("Personality")].map((item) => (
            <li
              key={item}
              className="flex items-center gap-2.5 rounded-xl bg-white/15 px-4 py-2.5 text-sm font-medium text-white"
            >
              <span className="flex size-5 items-center justify-center rounded-full bg-white text-rose-700">
                <Check className="size-3.5" strokeWidth={3} />
              </span>
              {item}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function Hero() {
  const [beforeHighlight = "", afterHighlight = ""] = t("Find your {highlight}", { highlight: SLOT }).split(SLOT);
  return (
    <section className="relative overflow-hidden bg-linear-to-b from-rose-50 to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-12 pb-16 sm:px-8 sm:pt-16 lg:grid-cols-2 lg:gap-16 lg:pt-24 lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center rounded-full bg-card px-3.5 py-1 text-sm font-semibold text-accent-foreground shadow-xs ring-1 ring-rose-200">
            {t("Personality-based dating for adults")}
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {beforeHighlight}
            <span className="text-primary-strong">{t("perfect match")}</span>
            {afterHighlight}
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground lg:mx-0">
            {t(
              "Take our 7-question personality quiz to reveal your match style, then meet compatible partners who share the way you talk, love and live.",
            )}
          </p>
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to={ROUTES.signup}>
                {t("Get Started")}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <p className="text-sm text-muted-foreground">
              {t("Free to join. For adults aged {age} and over.", { age: MINIMUM_AGE })}
            </p>
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
