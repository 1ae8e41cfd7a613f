import { APP_TAGLINE, ROUTES } from "@kindred/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "@/components/ui/logo";

/** The auth screen's frame: brand header with the tagline, a centred card, the legal small print. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col bg-linear-to-b from-rose-50 via-background to-background">
      <header className="flex flex-col items-center gap-2 px-4 pt-10 pb-6 text-center sm:pt-14">
        <Link to={ROUTES.landing} className="tap-target relative rounded-xl" aria-label="Kindred home">
          <Logo size="lg" />
        </Link>
        <p className="text-base text-muted-foreground">{APP_TAGLINE}</p>
      </header>
      <main className="flex flex-1 flex-col items-center px-4 pb-12">
        <div className="w-full max-w-md">{children}</div>
        <p className="mt-6 max-w-md text-center text-xs leading-relaxed text-muted-foreground">
          Kindred is for adults aged 18 and over. By continuing you agree to our{" "}
          <Link to={ROUTES.terms} className="font-medium text-primary-strong underline underline-offset-2">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link to={ROUTES.privacy} className="font-medium text-primary-strong underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </main>
    </div>
  );
}
