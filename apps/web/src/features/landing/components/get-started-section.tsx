import { APP_NAME, ROUTES } from "@kindred/contracts";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/i18n";
import { STEPS } from "../content";
import { SectionHeading } from "./section-heading";

export function GetStartedSection() {
  return (
    <section aria-labelledby="steps-heading" className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-24">
      <SectionHeading id="steps-heading" eyebrow={t("How it works")} title={t("Three steps to your first match")} />
      <ol className="mt-12 grid gap-5 md:grid-cols-3">
        {STEPS.map(({ title, text, icon: Icon }, index) => (
          <li key={title} className="flex gap-4 rounded-(--radius-card) border border-border bg-card p-6">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
            >
              <Icon className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">
                <span className="sr-only">{t("Step {number}:", { number: index + 1 })} </span>
                {t(title)}
              </h3>
              <p className="mt-1 leading-relaxed text-muted-foreground">{t(text)}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-14 overflow-hidden rounded-[2rem] bg-linear-to-br from-rose-600 to-rose-800 px-6 py-12 text-center text-white shadow-xl shadow-rose-900/20 sm:px-12 sm:py-16">
        <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t("Someone out there thinks like you")}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-rose-50">
          {t("Join {app}, discover your match style and start meeting people you genuinely connect with.", {
            app: APP_NAME,
          })}
        </p>
        <Button asChild variant="inverse" size="lg" className="mt-8">
          <Link to={ROUTES.signup}>{t("Create Your Profile")}</Link>
        </Button>
      </div>
    </section>
  );
}
