import { msg, REPORT_TEXT, ROUTES, SEARCH_MESSAGES, type Connection } from "@kindred/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { Check, EllipsisVertical, Flag, Heart, LoaderCircle, MessageCircle, ShieldBan } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { BlockMemberDialog } from "@/components/block-member-dialog";
import { ReportDialog } from "@/components/report-dialog";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { t } from "@/lib/i18n/i18n";
import { useLikeProfile } from "../api/like-profile";
import { removeFromResults } from "../api/search-cache";

type CardActionsProps = { profileId: string; name: string; connection: Connection };

/**
 * The Match button's words for where I stand with them. One message chosen by the status, not four:
 * "Match" alone is also the name of the Match screen, which other languages call otherwise.
 */
const MATCH_LABEL = msg("{status, select, likedYou {Like back} liked {Liked} matched {Matched} other {Match}}");

/** The card's overflow menu: Report (spec 001, the report dialog) and Block; a block removes the card. */
function SafetyMenu({ profileId, name }: { profileId: string; name: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<"report" | "block" | null>(null);
  const toggle = (which: "report" | "block") => (next: boolean) => setOpen(next ? which : null);
  return (
    <>
      {/* Not modal: a dialog opened from an item must get the focus, not hand it back to the menu. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button size="sm" variant="ghost" className="size-10 p-0" aria-label={t("More options for {name}", { name })}>
            <EllipsisVertical aria-hidden="true" className="size-5!" />
          </Button>
        </DropdownMenuTrigger>
        {/* Kept clear of the fixed bottom bar: near the bottom of the screen it opens upwards. */}
        <DropdownMenuContent className="min-w-44" collisionPadding={{ top: 12, right: 12, left: 12, bottom: 84 }}>
          <DropdownMenuItem tone="danger" onSelect={() => setOpen("report")}>
            <Flag aria-hidden="true" />
            {t("Report")}
          </DropdownMenuItem>
          <DropdownMenuItem tone="danger" onSelect={() => setOpen("block")}>
            <ShieldBan aria-hidden="true" />
            {t("Block")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog
        open={open === "report"}
        onOpenChange={toggle("report")}
        kind="profile"
        targetId={profileId}
        title={t("Report {name}'s Profile", { name })}
        description={t("Tell our moderators what is wrong. {name} won't know who reported them.", { name })}
        successMessage={t(REPORT_TEXT.profileReported, { name })}
      />
      <BlockMemberDialog
        open={open === "block"}
        onOpenChange={toggle("block")}
        userId={profileId}
        name={name}
        onBlocked={(userId) => removeFromResults(queryClient, userId)}
      />
    </>
  );
}

/**
 * DESIGN section 13: the spec's 'coming soon' buttons made real. Match sends a like (a like back
 * makes a match); Message opens the conversation once matched, and says how to get there before.
 * Report and Block wait in a small menu beside them.
 */
export function CardActions({ profileId, name, connection }: CardActionsProps) {
  const navigate = useNavigate();
  const like = useLikeProfile();
  const done = connection.status === "liked" || connection.status === "matched";

  const onMatch = () =>
    like.mutate(profileId, {
      onSuccess: (result) => {
        if (result.outcome === "liked" || result.outcome === "matched") toast.success(result.message);
        else toast.info(result.message);
      },
      // 404 (no longer available) and 429 (too many likes) explain themselves; anything else is generic.
      onError: (error) =>
        toast.error(isApiError(error) && error.isClientError ? error.message : t("Failed to send like")),
    });

  const onMessage = () => {
    if (connection.status === "matched" && connection.matchId) {
      void navigate(`${ROUTES.messages}/${connection.matchId}`);
    } else {
      toast.info(t(SEARCH_MESSAGES.matchFirst));
    }
  };

  return (
    <div className="mt-auto grid grid-cols-[1fr_1fr_auto] gap-2 pt-1">
      <Button
        size="sm"
        onClick={onMatch}
        disabled={done || like.isPending}
        aria-busy={like.isPending || undefined}
        className={done ? "h-10 bg-accent text-accent-foreground shadow-none disabled:opacity-100" : "h-10"}
      >
        {like.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : done ? (
          <Check aria-hidden="true" />
        ) : (
          <Heart aria-hidden="true" />
        )}
        {t(MATCH_LABEL, { status: connection.status })}
      </Button>
      <Button size="sm" variant="outline" onClick={onMessage} className="h-10">
        <MessageCircle aria-hidden="true" />
        {t("Message")}
      </Button>
      <SafetyMenu profileId={profileId} name={name} />
    </div>
  );
}
