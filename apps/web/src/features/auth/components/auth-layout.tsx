import { APP_NAME, APP_TAGLINE, MINIMUM_AGE, ROUTES } from "@kindred/contracts";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "@/components/ui/logo";
import { t } from "@/lib/i18n/i18n";

const legalLinkClassName = "font-medium text-primary-strong underline underline-offset-2";

/** Marks where a placeholder's element goes in a translated sentence (see `placeElements`). */
const SLOT = "\u0000";
const slot = (name: string) => `${SLOT}${name}${SLOT}`;

/**
 * A translated sentence with elements inside it: the message keeps the whole sentence (translators
 * see it all) with a `{name}` where each element stands, filled with `slot(name)` and put back here.
 */
function placeElements(sentence: string, elements: Record<string, ReactNode>): ReactNode[] {
  return sentence
    .split(SLOT)
    .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{elements[part]}</Fragment> : part));
}

/** The auth screen's frame: brand header with the tagline, a centred card, the legal small print. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col bg-linear-to-b from-rose-50 via-background to-background">
      <header className="flex flex-col items-center gap-2 px-4 pt-10 pb-6 text-center sm:pt-14">
        <Link to={ROUTES.landing} className="tap-target relative rounded-xl" aria-label={t("Kindred home")}>
          <Logo size="lg" />
        </Link>
        <p className="text-base text-muted-foreground">{t(APP_TAGLINE)}</p>
      </header>
      <main className="flex flex-1 flex-col items-center px-4 pb-12">
        <div className="w-full max-w-md">{children}</div>
        <p className="mt-6 max-w-md text-center text-xs leading-relaxed text-muted-foreground">
          {t("{appName} is for adults aged {age} and over.", { appName: APP_NAME, age: MINIMUM_AGE })}{" "}
          {placeElements(
            t("By continuing you agree to our {terms} and {privacy}.", {
              terms: slot("terms"),
              privacy: slot("privacy"),
            }),
            {
              terms: (
                <Link to={ROUTES.terms} className={legalLinkClassName}>
                  {t("Terms of Service")}
                </Link>
              ),
              privacy: (
                <Link to={ROUTES.privacy} className={legalLinkClassName}>
                  {t("Privacy Policy")}
                </Link>
              ),
            },
          )}
        </p>
      </main>
    </div>
  );
}
