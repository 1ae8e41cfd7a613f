import { DEMO_REMOVAL_TEXT, type AdminUser } from "@kindred/contracts";
import { Ban, Clock, FlaskConical, ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { accountStatusLabel } from "../utils/format";
import { t } from "@/lib/i18n/i18n";

/** Active, Suspended until (when) or Banned; colour and an icon, never colour alone. */
export function AccountStatusBadge({ user }: { user: Pick<AdminUser, "status" | "suspendedUntil"> }) {
  const Icon = user.status === "banned" ? Ban : user.status === "suspended" ? Clock : null;
  return (
    <Badge
      variant="outline"
      className={cn(
        "h-auto min-h-6 py-0.5 whitespace-normal",
        user.status === "active" && "border-emerald-200 bg-emerald-50 text-emerald-800",
        user.status === "suspended" && "border-amber-200 bg-warning-soft text-warning-foreground",
        user.status === "banned" && "border-red-200 bg-destructive-soft text-destructive",
      )}
    >
      {Icon ? <Icon aria-hidden="true" /> : null}
      {accountStatusLabel(user)}
    </Badge>
  );
}

export function AdminRoleBadge() {
  return (
    <Badge variant="muted" size="xs" className="px-2">
      <ShieldCheck aria-hidden="true" />
      {t("Admin")}
    </Badge>
  );
}

/** A member of the demo community (docs/demo-community.md), not a person: the Stats tab removes them all. */
export function DemoBadge() {
  return (
    <Badge
      size="xs"
      variant="outline"
      className="border-sky-200 bg-sky-50 px-2 text-sky-800"
      title={t("A generated demo member, not a real person")}
    >
      <FlaskConical aria-hidden="true" />
      {t(DEMO_REMOVAL_TEXT.badge)}
    </Badge>
  );
}

/** A live socket on any process: a green dot, and the words for screen readers and the title. */
export function OnlineState({ online }: { online: boolean }) {
  return (
    <span
      role="img"
      aria-label={online ? t("Online") : t("Offline")}
      title={online ? t("Online") : t("Offline")}
      className={cn(
        "inline-block size-2.5 shrink-0 rounded-full",
        online ? "bg-emerald-500 ring-2 ring-emerald-100" : "bg-stone-300",
      )}
    />
  );
}
