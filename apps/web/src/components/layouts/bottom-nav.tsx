import { ROUTES } from "@kindred/contracts";
import { NavLink } from "react-router";
import { BOTTOM_TABS } from "@/config/navigation";
import { formatCount } from "@/lib/format-count";
import { t } from "@/lib/i18n/i18n";
import { cn } from "@/lib/utils";

/**
 * The fixed five-tab bar. NavLink matches by path prefix, so /messages/123 highlights Messages,
 * and sets aria-current="page" on the active tab. Messages carries the unread count.
 */
export function BottomNav({ unreadMessages: unread }: { unreadMessages: number }) {
  return (
    <nav
      aria-label={t("Main")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(28_25_23/0.04)]"
    >
      <ul className="mx-auto flex h-(--spacing-bottom-bar) max-w-lg items-stretch justify-around px-1">
        {BOTTOM_TABS.map(({ label, to, icon: Icon }) => (
          <li key={to} className="flex flex-1">
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  "group flex flex-1 flex-col items-center justify-center gap-1 rounded-xl text-xs font-medium transition-colors",
                  isActive ? "font-semibold text-primary-strong" : "text-muted-foreground hover:text-foreground",
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      "relative flex h-7 w-12 items-center justify-center rounded-full transition-colors",
                      isActive ? "bg-accent" : "group-hover:bg-muted",
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" strokeWidth={isActive ? 2.4 : 2} />
                    {to === ROUTES.messages && unread > 0 ? (
                      <span
                        aria-hidden="true"
                        data-testid="unread-badge"
                        className="absolute -top-1.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-card"
                      >
                        {formatCount(unread)}
                      </span>
                    ) : null}
                  </span>
                  {t(label)}
                  {to === ROUTES.messages && unread > 0 ? (
                    <span className="sr-only">
                      {t("({count, plural, one {# unread} other {# unread}})", { count: unread })}
                    </span>
                  ) : null}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
