import { ROUTES } from "@kindred/contracts";
import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { SiteFooter } from "@/components/layouts/site-footer";
import { SiteHeader } from "@/components/layouts/site-header";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { t } from "@/lib/i18n/i18n";
import { formatDate } from "@/lib/i18n/format";
import { useMe } from "@/lib/session/get-me";

export type InfoSection = { id: string; title: string; body: ReactNode };

type InfoLayoutProps = {
  title: string;
  /** A word above the title: what kind of page this is. */
  eyebrow: string;
  /** The day the text last changed, as `YYYY-MM-DD`: shown in the reader's language. */
  lastUpdated?: string;
  intro: ReactNode;
  sections: readonly InfoSection[];
  /** Whether the headings carry their number, as the legal texts are cited ("section 7"). */
  numbered?: boolean;
};

/**
 * Sign in and sign up for a visitor; a member reaches everything from the bottom bar. While the
 * session is on its way the bar is a visitor's, as the pre-rendered page shows it.
 */
function InfoTopBar() {
  const { data: me } = useMe();
  return <SiteHeader homeTo={me ? ROUTES.dashboard : ROUTES.landing} accountLinks={!me} />;
}

/*
 * Long text at a comfortable measure (about 68 characters), short paragraphs apart, lists with room:
 * the styles sit on the section so the content files stay plain markup.
 */
const proseClassName =
  "mt-4 space-y-4 leading-relaxed text-stone-700 [&_a]:font-medium [&_a]:text-primary-strong [&_a]:underline [&_a]:underline-offset-4 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5";

/**
 * The information pages' shared frame: a title band, a table of contents whose entries jump to
 * anchored sections (a sidebar from `lg` up), the sections, and the site footer.
 */
export function InfoLayout({ title, eyebrow, lastUpdated, intro, sections, numbered = false }: InfoLayoutProps) {
  useDocumentTitle(title);
  // Routes render after the page loaded, so the browser's own jump to `#section` had nothing to land on.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <InfoTopBar />
      <main className="flex-1">
        <div className="border-b border-border/70 bg-linear-to-b from-rose-50 to-background">
          <div className="mx-auto max-w-6xl px-5 pt-10 pb-10 sm:px-8 sm:pt-14 lg:pb-14">
            <p className="text-sm font-semibold tracking-wide text-accent-foreground uppercase">{eyebrow}</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
            {lastUpdated ? (
              <p className="mt-3 text-sm text-muted-foreground">
                {t("Last updated {date}", {
                  date: formatDate(lastUpdated, { dateStyle: "long", timeZone: "UTC" }),
                })}
              </p>
            ) : null}
            <div className="mt-5 max-w-[68ch] leading-relaxed sm:text-lg text-stone-700">{intro}</div>
          </div>
        </div>
        <div className="mx-auto grid max-w-6xl gap-10 px-5 py-10 sm:px-8 sm:py-12 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <nav aria-label={t("On this page")} className="lg:sticky lg:top-8 lg:self-start">
            <div className="rounded-(--radius-card) border border-border bg-card p-5 lg:border-0 lg:bg-transparent lg:p-0">
              <h2 className="text-sm font-semibold text-foreground">{t("On this page")}</h2>
              <ol className="mt-3 grid gap-1 text-sm lg:-mx-2">
                {sections.map((section, index) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="flex min-h-11 items-center gap-2 rounded-lg px-2 py-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
                    >
                      {numbered ? <span className="w-4 shrink-0 tabular-nums">{index + 1}.</span> : null}
                      <span>{section.title}</span>
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <div className="min-w-0 max-w-[68ch] space-y-12">
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-6">
                <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight sm:text-2xl">
                  {numbered ? <span className="text-primary-strong">{index + 1}. </span> : null}
                  {section.title}
                </h2>
                <div className={proseClassName}>{section.body}</div>
              </section>
            ))}
          </div>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
