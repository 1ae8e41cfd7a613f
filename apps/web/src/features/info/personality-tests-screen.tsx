import { ROUTES } from "@kindred/contracts";
import { ArrowRight, ExternalLink as ExternalIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { t } from "@/lib/i18n/i18n";
import { useSite } from "@/lib/site/get-site";
import { ExternalLink } from "./components/external-link";
import { Rich, slot } from "./components/rich-text";
import { SiteValue } from "./components/site-value";
import { TestsFooter } from "./components/tests-footer";
import { TestsHeader } from "./components/tests-header";
import { ASSESSMENTS, TEST_USES } from "./content/personality-tests-content";

/**
 * Spec 001: the page of the personality-testing sister site, whose address and accounts the operator
 * configures. It stands on its own (its own header and footer), as a page of that brand would.
 */
export function PersonalityTestsScreen() {
  useDocumentTitle(t("Personality Tests"));
  const site = useSite();
  const tests = site?.personalityTests;
  const testsName = <SiteValue site={site} pick={(loaded) => loaded.personalityTests.name} width="8rem" />;

  return (
    <>
      <TestsHeader tests={tests} />
      <main className="flex-1">
        <section className="bg-linear-to-b from-rose-50 to-background">
          <div className="mx-auto max-w-6xl px-5 pt-12 pb-14 text-center sm:px-8 sm:pt-16 sm:pb-20">
            <p className="text-sm font-semibold tracking-wide text-accent-foreground uppercase">
              {t("Personality testing")}
            </p>
            <h1 className="mx-auto mt-3 max-w-2xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {t("Personality Tests")}
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-stone-700">
              <Rich
                text={t(
                  "Know yourself better, and understand the people you meet. The tests we recommend come from {testsName}, a personality-testing site for life well beyond dating.",
                  { testsName: slot("testsName") },
                )}
                parts={{ testsName }}
              />
            </p>
            <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <Button asChild size="lg">
                <ExternalLink href={tests?.siteUrl}>
                  {t("Take a Free Test")}
                  <ExternalIcon aria-hidden="true" />
                </ExternalLink>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={ROUTES.profile}>{t("Add Your Type to Your Profile")}</Link>
              </Button>
            </div>
          </div>
        </section>

        <section aria-labelledby="uses-title" className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-16">
          <h2 id="uses-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("More than a dating tool")}
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {TEST_USES.map(({ title, description, icon: Icon }) => (
              <li key={title}>
                <Card className="h-full p-6">
                  <span className="flex size-11 items-center justify-center rounded-2xl bg-accent text-primary-strong">
                    <Icon aria-hidden="true" className="size-5.5" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
                  <p className="mt-2 leading-relaxed text-muted-foreground">{t(description)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="assessments-title" className="border-y border-border/70 bg-muted/40">
          <div className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-16">
            <h2 id="assessments-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t("Key Assessments")}
            </h2>
            <p className="mt-3 max-w-2xl leading-relaxed text-muted-foreground">
              {t(
                "Four well-established ways to look at personality. Each takes 10 to 20 minutes and gives you a result you can add to your profile.",
              )}
            </p>
            <ul className="mt-8 grid gap-5 md:grid-cols-2">
              {ASSESSMENTS.map(({ title, tagline, description, icon: Icon, highlights }) => (
                <li key={title}>
                  <Card className="flex h-full flex-col p-6 sm:p-7">
                    <div className="flex items-start gap-4">
                      <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary text-white">
                        <Icon aria-hidden="true" className="size-5.5" />
                      </span>
                      <div>
                        <h3 className="text-lg font-semibold">{t(title)}</h3>
                        <p className="text-sm font-medium text-primary-strong">{t(tagline)}</p>
                      </div>
                    </div>
                    <p className="mt-4 flex-1 leading-relaxed text-stone-700">{t(description)}</p>
                    <ul
                      aria-label={t("{title} at a glance", { title: t(title) })}
                      className="mt-5 flex flex-wrap gap-2"
                    >
                      {highlights.map((highlight) => (
                        <li key={highlight}>
                          <Badge variant="outline">{t(highlight)}</Badge>
                        </li>
                      ))}
                    </ul>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-16">
          <div className="rounded-[2rem] bg-linear-to-br from-rose-500 to-rose-700 px-6 py-10 text-center text-white shadow-xl shadow-rose-900/20 sm:px-12 sm:py-14">
            <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t("Ready to discover your type?")}
            </h2>
            <p className="mx-auto mt-3 max-w-xl leading-relaxed text-rose-50">
              {t(
                "Take a test, add your result to your profile, and we will use it to find people you truly click with.",
              )}
            </p>
            <Button asChild size="lg" variant="inverse" className="mt-7">
              <ExternalLink href={tests?.siteUrl}>
                {t("Start Your Test")}
                <ArrowRight aria-hidden="true" />
              </ExternalLink>
            </Button>
          </div>
        </section>
      </main>
      <TestsFooter tests={tests} />
    </>
  );
}
