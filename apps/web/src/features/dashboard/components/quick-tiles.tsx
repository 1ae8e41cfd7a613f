import { ROUTES, msg } from "@kindred/contracts";
import { Heart, MessageCircle, SlidersHorizontal, User, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { formatCount } from "@/lib/format-count";
import { t } from "@/lib/i18n/i18n";
import type { DashboardStats } from "../api/get-dashboard-stats";

type Tile = {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
  tone: string;
  /** Which figure the tile's badge counts, and how a screen reader says it. */
  count?: { of: keyof DashboardStats; label: string };
};

/** Spec 000 section 2: the four tiles, two of them with a count badge. */
const TILES: readonly Tile[] = [
  {
    label: msg("Find Matches"),
    description: msg("Meet new people"),
    to: ROUTES.match,
    icon: Heart,
    tone: "bg-rose-100 text-rose-700",
    count: { of: "newMatches", label: msg("new matches") },
  },
  {
    label: msg("Messages"),
    description: msg("Chat with matches"),
    to: ROUTES.messages,
    icon: MessageCircle,
    tone: "bg-sky-100 text-sky-800",
    count: { of: "unreadMessages", label: msg("unread messages") },
  },
  {
    label: msg("Search Filters"),
    description: msg("Choose who you see"),
    to: ROUTES.search,
    icon: SlidersHorizontal,
    tone: "bg-amber-100 text-amber-800",
  },
  {
    label: msg("My Profile"),
    description: msg("Show who you are"),
    to: ROUTES.profile,
    icon: User,
    tone: "bg-emerald-100 text-emerald-800",
  },
];

export function QuickTiles({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <nav aria-label={t("Shortcuts")}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {TILES.map(({ label, description, to, icon: Icon, tone, count }) => {
          const value = count && stats ? stats[count.of] : 0;
          return (
            <li key={to} className="flex">
              <Link
                to={to}
                className="group relative flex flex-1 flex-col gap-3 rounded-(--radius-card) border border-border bg-card p-4 shadow-sm shadow-stone-900/5 transition hover:-translate-y-0.5 hover:border-rose-300 hover:shadow-md sm:flex-row sm:items-center sm:p-5"
              >
                <span
                  aria-hidden="true"
                  className={`flex size-11 shrink-0 items-center justify-center rounded-2xl ${tone}`}
                >
                  <Icon className="size-5.5" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-foreground">{t(label)}</span>
                  <span className="mt-0.5 block text-sm leading-snug text-muted-foreground">{t(description)}</span>
                </span>
                {count && value > 0 ? (
                  <Badge variant="count" className="absolute top-3 right-3">
                    {formatCount(value)}
                    <span className="sr-only"> {t(count.label)}</span>
                  </Badge>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
