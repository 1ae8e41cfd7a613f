import type { MatchStyle } from "@kindred/contracts";
import { Handshake, Heart, Rainbow, Rocket, type LucideProps } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * Each match style's symbol, drawn from the app's icon set: contracts' emoji show as empty boxes
 * where no emoji font is installed. The same meanings: a heart, a handshake, a rainbow, a rocket.
 */
const ICONS = {
  deep_connector: Heart,
  loyal_realist: Handshake,
  free_spirit: Rainbow,
  driven_seeker: Rocket,
} satisfies Record<MatchStyle, unknown>;

/** Decorative: the style's name always stands beside it. */
export function MatchStyleIcon({ matchStyle, className, ...props }: { matchStyle: MatchStyle } & LucideProps) {
  const Icon = ICONS[matchStyle];
  return (
    <Icon
      aria-hidden="true"
      className={cn("inline-block size-[1em] shrink-0 align-[-0.125em]", className)}
      {...props}
    />
  );
}
