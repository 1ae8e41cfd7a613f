import { MESSAGE_TEXT, ROUTES, type Conversation } from "@kindred/contracts";
import { ArrowLeft, EllipsisVertical, Flag, ShieldBan, UserRound } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
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
import { fullName, initialsOf } from "@/lib/profile-format";
import { serverMessage } from "@/lib/server-message";
import { cn } from "@/lib/utils";
import { useBlockMember } from "../api/block-member";
import { OnlineDot } from "./online-dot";
import { ReportDialog } from "./report-dialog";

/**
 * The open conversation's header: back to the list (phones), who it is with, real presence ('Online
 * now' / 'Offline', DESIGN section 13), and the menu: View profile, Block user, Report conversation.
 */
export function ConversationHeader({ conversation }: { conversation: Conversation }) {
  const navigate = useNavigate();
  const { other } = conversation;
  const name = fullName(other);
  const firstName = other.firstName || name;
  const [blocking, setBlocking] = useState(false);
  const [reporting, setReporting] = useState(false);
  const block = useBlockMember();

  // Awaited rather than given callbacks: the conversation (and this header) leaves the screen as
  // soon as the block lands, and the toast must still come.
  const confirmBlock = async () => {
    try {
      await block.mutateAsync({ userId: other.id, matchId: conversation.matchId });
      toast.success(`${firstName} has been blocked. You won't see each other again.`);
    } catch (error) {
      toast.error(serverMessage(error, "Failed to block this member. Please try again."));
    }
  };

  return (
    <header className="flex items-center gap-3 border-b border-border px-2 py-2.5 sm:px-4">
      <Button asChild variant="ghost" className="size-10 p-0 md:hidden">
        <Link to={ROUTES.messages} aria-label="Back to conversations">
          <ArrowLeft aria-hidden="true" className="size-5!" />
        </Link>
      </Button>
      <span className="relative shrink-0">
        <Avatar src={other.avatarUrl} fallback={initialsOf(other)} className="size-10" fallbackClassName="text-sm" />
        {conversation.online ? <OnlineDot className="absolute -right-0.5 -bottom-0.5 size-3" /> : null}
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="truncate leading-tight font-semibold">{name}</h2>
        <p
          data-testid="presence"
          className={cn("text-xs font-medium", conversation.online ? "text-emerald-700" : "text-muted-foreground")}
        >
          {conversation.online ? MESSAGE_TEXT.online : MESSAGE_TEXT.offline}
        </p>
      </div>
      {/* Not modal: a dialog opened from an item must get the focus, not hand it back to the menu. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="size-10 p-0" aria-label="Conversation options">
            <EllipsisVertical aria-hidden="true" className="size-5!" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => void navigate(`${ROUTES.match}/${other.id}`)}>
            <UserRound aria-hidden="true" />
            View profile
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem tone="danger" onSelect={() => setBlocking(true)}>
            <ShieldBan aria-hidden="true" />
            Block user
          </DropdownMenuItem>
          <DropdownMenuItem tone="danger" onSelect={() => setReporting(true)}>
            <Flag aria-hidden="true" />
            Report conversation
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={blocking}
        onOpenChange={setBlocking}
        title={`Block ${firstName}?`}
        description={`${firstName} won't be able to message you or find your profile, and this conversation will close.`}
        confirmLabel="Block user"
        onConfirm={() => void confirmBlock()}
      />
      <ReportDialog open={reporting} onOpenChange={setReporting} matchId={conversation.matchId} name={firstName} />
    </header>
  );
}
