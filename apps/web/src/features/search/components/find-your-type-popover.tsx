import { ROUTES } from "@kindred/contracts";
import { ArrowRight, ExternalLink, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";

/** Free tests elsewhere; they open in a new tab so the search stays where it was. */
const EXTERNAL_TESTS = [
  {
    name: "16Personalities",
    description: "Free MBTI-style test, about 10 minutes",
    href: "https://www.16personalities.com/free-personality-test",
  },
  {
    name: "Truity Enneagram",
    description: "Free Enneagram personality test",
    href: "https://www.truity.com/test/enneagram-personality-test",
  },
] as const;

const itemClassName =
  "flex items-center gap-3 rounded-xl px-3 py-2.5 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring";

/** Spec 001 section 2: the 'Find Your Type' popover of the search header. */
export function FindYourTypePopover() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm">
          <Sparkles aria-hidden="true" />
          Find Your Type
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" aria-label="Find Your Type" className="p-2">
        <p className="px-3 pt-2 pb-1 text-sm text-muted-foreground">
          Not sure of your type? Take a test, then add it to your profile.
        </p>
        <ul className="grid gap-0.5">
          {EXTERNAL_TESTS.map((test) => (
            <li key={test.href}>
              <a href={test.href} target="_blank" rel="noopener noreferrer" className={itemClassName}>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold text-foreground">{test.name}</span>
                  <span className="block text-xs text-muted-foreground">{test.description}</span>
                </span>
                <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
          <li className="mt-1 border-t border-border pt-1">
            <Link to={ROUTES.personalityTests} className={itemClassName}>
              <span className="min-w-0 flex-1 text-sm font-semibold text-primary-strong">All personality tests</span>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-primary-strong" />
            </Link>
          </li>
        </ul>
      </PopoverContent>
    </Popover>
  );
}
