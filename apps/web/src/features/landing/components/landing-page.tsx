import { ROUTES } from "@kindred/contracts";
import { SiteFooter } from "@/components/layouts/site-footer";
import { SiteHeader } from "@/components/layouts/site-header";
import { FeaturesSection } from "./features-section";
import { GetStartedSection } from "./get-started-section";
import { Hero } from "./hero";
import { MatchStylesSection } from "./match-styles-section";

/** The first thing a newcomer sees (spec 000 sections 1 and 2). */
export function LandingPage() {
  return (
    <>
      <SiteHeader homeTo={ROUTES.landing} accountLinks sticky />
      <main className="flex-1">
        <Hero />
        <FeaturesSection />
        <MatchStylesSection />
        <GetStartedSection />
      </main>
      <SiteFooter />
    </>
  );
}
