import { ROUTES } from "@kindred/contracts";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-border/70 bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-5 sm:px-8">
        <Link to={ROUTES.landing} className="rounded-xl" aria-label="Kindred home">
          <Logo />
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to={ROUTES.login}>Sign In</Link>
          </Button>
          <Button asChild size="sm">
            <Link to={ROUTES.signup}>Sign Up</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
