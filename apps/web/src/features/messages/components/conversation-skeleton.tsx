import { Skeleton } from "@/components/ui/skeleton";
import { MessagesSkeleton } from "./message-states";

/** The right pane while the list (which says whom a link is with) loads. */
export function ConversationSkeleton() {
  return (
    <>
      <div className="flex items-center gap-3 border-b border-border px-4 py-2.5">
        <Skeleton className="size-10 rounded-full" />
        <div className="grid gap-1.5">
          <Skeleton className="h-4 w-36" />
          <Skeleton className="h-3 w-16" />
        </div>
      </div>
      <MessagesSkeleton />
      <div className="border-t border-border px-4 pt-2.5 pb-3">
        <Skeleton className="h-11 w-full rounded-3xl" />
      </div>
    </>
  );
}
