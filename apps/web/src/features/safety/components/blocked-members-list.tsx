import { BLOCK_TEXT } from "@kindred/contracts";
import { LoaderCircle, RotateCw, ShieldCheck } from "lucide-react";
import { useId } from "react";
import { Alert } from "@/components/ui/alert";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { initialOf } from "@/lib/profile-format";
import { serverMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { useBlockedMembers, type BlockedMember } from "../api/get-blocked-members";
import { useUnblockMember } from "../api/unblock-member";

/** The name I knew them by; a member who never gave one (or has left) still gets a readable row. */
const nameOf = (member: BlockedMember) => member.firstName?.trim() || t("Member");

const blockedOn = (iso: string) => formatDate(iso, { month: "short", day: "numeric", year: "numeric" });

/** Stands for the `<time>` inside "Blocked on {date}": the sentence stays one message. */
const SLOT = "\u0000";

function ListSkeleton() {
  return (
    <div aria-busy="true" className="divide-y divide-border">
      <p role="status" className="sr-only">
        {t("Loading blocked members...")}
      </p>
      {[0, 1].map((row) => (
        <div key={row} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          <Skeleton className="size-10 rounded-full" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-3 w-36" />
          </div>
          <Skeleton className="h-9 w-24 rounded-full" />
        </div>
      ))}
    </div>
  );
}

function Row({ member }: { member: BlockedMember }) {
  const unblock = useUnblockMember();
  const name = nameOf(member);
  const [beforeDate = "", afterDate = ""] = t("Blocked on {date}", { date: SLOT }).split(SLOT);
  // Awaited: the row leaves the list as soon as the unblock lands, and the toast must still come.
  const onUnblock = async () => {
    try {
      await unblock.mutateAsync(member.userId);
      toast.success(t(BLOCK_TEXT.unblocked, { name }));
    } catch (error) {
      toast.error(serverMessage(error, t(BLOCK_TEXT.unblockFailed)));
    }
  };
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <Avatar fallback={initialOf(member.firstName)} className="size-10" fallbackClassName="text-sm" pixels={40} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{name}</p>
        <p className="text-xs text-muted-foreground">
          {beforeDate}
          <time dateTime={member.blockedAt}>{blockedOn(member.blockedAt)}</time>
          {afterDate}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void onUnblock()}
        disabled={unblock.isPending}
        aria-label={t("Unblock {name}", { name })}
      >
        {unblock.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {t(BLOCK_TEXT.unblock)}
      </Button>
    </li>
  );
}

/** Settings, Account: whom I blocked, with Unblock. The heading is an h3 (under the area's h2). */
export function BlockedMembersList() {
  const headingId = useId();
  const query = useBlockedMembers();

  let body;
  if (query.isPending) {
    body = <ListSkeleton />;
  } else if (query.isError) {
    body = (
      <Alert className="items-center">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p className="font-medium">{serverMessage(query.error, t("We couldn't load your blocked members."))}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isRefetching}>
            <RotateCw aria-hidden="true" className={query.isRefetching ? "animate-spin" : undefined} />
            {t("Try Again")}
          </Button>
        </div>
      </Alert>
    );
  } else if (query.data.length === 0) {
    body = (
      <p className="flex items-center gap-2.5 rounded-2xl border border-dashed border-input px-4 py-5 text-sm text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
        {t(BLOCK_TEXT.listEmpty)}
      </p>
    );
  } else {
    body = (
      <ul aria-labelledby={headingId} className="divide-y divide-border">
        {query.data.map((member) => (
          <Row key={member.userId} member={member} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={headingId} className="text-lg font-semibold tracking-tight">
          {t(BLOCK_TEXT.listTitle)}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t("They can't find you, see your profile or message you, and you won't see them.")}
        </p>
      </div>
      {body}
    </section>
  );
}
