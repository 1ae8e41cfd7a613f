import { t } from "@/lib/i18n/i18n";
import { cn } from "@/lib/utils";
import { MATCH_STYLE_CARDS } from "../content";
import { SectionHeading } from "./section-heading";

export function MatchStylesSection() {
  return (
    <section aria-labelledby="styles-heading" className="bg-muted/60">
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-24">
        <SectionHeading id="styles-heading" eyebrow={t("Four match styles")} title={t("Which match style are you?")}>
          {t("Your quiz answers place you in one of four styles. We use it to find partners who fit the way you love.")}
        </SectionHeading>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {MATCH_STYLE_CARDS.map(({ name, text, icon: Icon, tone }) => (
            <li
              key={name}
              className="rounded-(--radius-card) bg-card p-6 shadow-sm shadow-stone-900/5 ring-1 ring-border"
            >
              <span aria-hidden="true" className={cn("flex size-12 items-center justify-center rounded-2xl", tone)}>
                <Icon className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{t(name)}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
