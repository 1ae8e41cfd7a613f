import { MATCH_STYLE_INFO, PROFILE_MESSAGES, type MatchStyle } from "@kindred/contracts";
import { Info } from "lucide-react";
import { Tooltip } from "radix-ui";
import { MatchStyleIcon } from "@/components/match-style-icon";
import { t } from "@/lib/i18n/i18n";

/** Spec 000 section 9: this tooltip opens after 300 ms (others after 700 ms). */
const MATCH_STYLE_TOOLTIP_DELAY_MS = 300;

/** The member's match style (icon and name) with the spec's explanation on hover or focus. */
export function MatchStyleBadge({ matchStyle }: { matchStyle: MatchStyle }) {
  const info = MATCH_STYLE_INFO[matchStyle];
  return (
    <Tooltip.Provider delayDuration={MATCH_STYLE_TOOLTIP_DELAY_MS}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            className="tap-target relative inline-flex h-9 items-center gap-2 rounded-full border border-rose-200 bg-accent pr-2.5 pl-3 text-sm font-semibold text-accent-foreground transition-colors hover:bg-rose-100"
          >
            <MatchStyleIcon matchStyle={matchStyle} className="size-4" />
            {t(info.name)}
            <Info aria-hidden="true" className="size-4 opacity-80" />
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="bottom"
            sideOffset={8}
            collisionPadding={16}
            className="z-50 max-w-72 rounded-xl bg-stone-900 px-3.5 py-2.5 text-sm leading-snug text-white shadow-lg"
          >
            {t(PROFILE_MESSAGES.matchStyleTooltip)}
            <Tooltip.Arrow className="fill-stone-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
