import { APP_NAME } from "@kindred/contracts";
import { t } from "@/lib/i18n/i18n";
import { HIGHLIGHTS } from "../content";
import { SectionHeading } from "./section-heading";

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-24">
      <SectionHeading
        id="features-heading"
        eyebrow={t("Why {app}", { app: APP_NAME })}
        title={t("Dating that starts with who you are")}
      >
        {t("Chemistry is easier to find when you know what you are looking for.")}
      </SectionHeading>
      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {HIGHLIGHTS.map(({ title, text, icon: Icon }) => (
          <li
            key={title}
            className="rounded-(--radius-card) border border-border bg-card p-6 shadow-sm shadow-stone-900/5 sm:p-7"
          >
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-2xl bg-accent text-primary-strong"
            >
              <Icon className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold">{t(title)}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
