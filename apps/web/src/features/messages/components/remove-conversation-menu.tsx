import { MESSAGE_TEXT } from "@kindred/contracts";
import { EllipsisVertical, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { serverMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { useUnmatch } from "../api/unmatch";
import { t } from "@/lib/i18n/i18n";

/**
 * The menu of a conversation whose other member deleted their account: no profile, block or report
 * (there is no one left), only removing it from my list. The server takes the unmatch call for it.
 */
export function RemoveConversationMenu({ matchId }: { matchId: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useUnmatch();

  // Awaited: the conversation (and this menu) leaves the screen as soon as the removal lands.
  const confirm = async () => {
    try {
      await remove.mutateAsync(matchId);
      toast.success(t(MESSAGE_TEXT.conversationRemoved));
    } catch (error) {
      toast.error(serverMessage(error, t(MESSAGE_TEXT.removeConversationFailed)));
    }
  };

  return (
    <>
      {/* Not modal: the dialog opened from the item must get the focus, not hand it back to the menu. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="size-11 p-0" aria-label={t("Conversation options")}>
            <EllipsisVertical aria-hidden="true" className="size-5!" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem tone="danger" onSelect={() => setAsking(true)}>
            <Trash2 aria-hidden="true" />
            {t(MESSAGE_TEXT.removeConversation)}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t(MESSAGE_TEXT.removeConversationTitle)}
        description={t(MESSAGE_TEXT.removeConversationBody)}
        confirmLabel={t(MESSAGE_TEXT.removeConversation)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
