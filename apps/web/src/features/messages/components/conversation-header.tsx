import { MESSAGE_TEXT, REPORT_TEXT, ROUTES, UNMATCH_TEXT, type Conversation } from "@kindred/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, EllipsisVertical, Flag, HeartCrack, ShieldBan, UserRound } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { BlockMemberDialog } from "@/components/block-member-dialog";
import { ReportDialog } from "@/components/report-dialog";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { serverMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { removeConversation } from "../api/message-cache";
import { useUnmatch } from "../api/unmatch";
import { avatarFallbackOf, displayNameOf, isDeletedMember } from "../utils/deleted-member";
import { OnlineDot } from "./online-dot";
import { RemoveConversationMenu } from "./remove-conversation-menu";
import { t } from "@/lib/i18n/i18n";

type Question = "unmatch" | "block" | "report" | null;

/**
 * The open conversation's header: back to the list (phones), who it is with, real presence ('Online
 * now' / 'Offline', DESIGN section 13), and the menu: View profile, Unmatch, Block user, Report
 * conversation. Unmatch and block ask first; either closes the conversation at once. With a member
 * who deleted their account: 'Deleted member', no presence, and only a way to remove it.
 */
export function ConversationHeader({ conversation }: { conversation: Conversation }) {
  const { other, matchId } = conversation;
  const deleted = isDeletedMember(other);
  return (
    <header className="flex items-center gap-3 border-b border-border px-2 py-2.5 sm:px-4">
      <Button asChild variant="ghost" className="size-11 p-0 md:hidden">
        <Link to={ROUTES.messages} aria-label={t("Back to conversations")}>
          <ArrowLeft aria-hidden="true" className="size-5!" />
        </Link>
      </Button>
      <span className="relative shrink-0">
        <Avatar
          src={other.avatarUrl}
          fallback={avatarFallbackOf(other)}
          className={cn("size-10", deleted && "bg-muted")}
          pixels={40}
          fallbackClassName={cn("text-sm", deleted && "text-muted-foreground")}
        />
        {conversation.online ? <OnlineDot className="absolute -right-0.5 -bottom-0.5 size-3" /> : null}
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="truncate leading-tight font-semibold">{displayNameOf(other)}</h2>
        {deleted ? null : (
          <p
            data-testid="presence"
            className={cn("text-xs font-medium", conversation.online ? "text-emerald-700" : "text-muted-foreground")}
          >
            {t(conversation.online ? MESSAGE_TEXT.online : MESSAGE_TEXT.offline)}
          </p>
        )}
      </div>
      {other.id === null ? (
        <RemoveConversationMenu matchId={matchId} />
      ) : (
        <MemberActions matchId={matchId} otherId={other.id} name={displayNameOf(other)} firstName={other.firstName} />
      )}
    </header>
  );
}

type MemberActionsProps = { matchId: string; otherId: string; name: string; firstName: string };

/** The menu with a member who is still here, and the dialogs its items open. */
function MemberActions({ matchId, otherId, name, firstName: given }: MemberActionsProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const firstName = given || name;
  const [question, setQuestion] = useState<Question>(null);
  const unmatch = useUnmatch();
  const ask = (next: Question) => (open: boolean) => setQuestion(open ? next : null);

  // Awaited rather than given callbacks: the conversation (and this header) leaves the screen as
  // soon as the unmatch lands, and the toast must still come.
  const confirmUnmatch = async () => {
    try {
      await unmatch.mutateAsync(matchId);
      toast.success(t(UNMATCH_TEXT.done, { name: firstName }));
    } catch (error) {
      toast.error(serverMessage(error, t(UNMATCH_TEXT.failed)));
    }
  };

  return (
    <>
      {/* Not modal: a dialog opened from an item must get the focus, not hand it back to the menu. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="size-11 p-0" aria-label={t("Conversation options")}>
            <EllipsisVertical aria-hidden="true" className="size-5!" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => void navigate(`${ROUTES.match}/${otherId}`)}>
            <UserRound aria-hidden="true" />
            {t("View profile")}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem tone="danger" onSelect={() => setQuestion("unmatch")}>
            <HeartCrack aria-hidden="true" />
            {t(UNMATCH_TEXT.action)}
          </DropdownMenuItem>
          <DropdownMenuItem tone="danger" onSelect={() => setQuestion("block")}>
            <ShieldBan aria-hidden="true" />
            {t("Block user")}
          </DropdownMenuItem>
          <DropdownMenuItem tone="danger" onSelect={() => setQuestion("report")}>
            <Flag aria-hidden="true" />
            {t("Report conversation")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={question === "unmatch"}
        onOpenChange={ask("unmatch")}
        title={t(UNMATCH_TEXT.confirmTitle, { name: firstName })}
        description={t(UNMATCH_TEXT.confirmBody)}
        confirmLabel={t(UNMATCH_TEXT.confirm)}
        onConfirm={() => void confirmUnmatch()}
      />
      <BlockMemberDialog
        open={question === "block"}
        onOpenChange={ask("block")}
        userId={otherId}
        name={firstName}
        onBlocked={() => removeConversation(queryClient, matchId)}
      />
      <ReportDialog
        open={question === "report"}
        onOpenChange={ask("report")}
        kind="conversation"
        targetId={matchId}
        title={t("Report conversation with {name}", { name: firstName })}
        description={t(
          "Tell our moderators what happened. They will read this conversation; {name} won't know who reported it.",
          { name: firstName },
        )}
        successMessage={t(REPORT_TEXT.conversationReported)}
      />
    </>
  );
}
